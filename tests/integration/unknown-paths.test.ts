// The Node server's static handler: a path the app has no screen for answers 404, still with the app's page (which
// shows its own 404 screen); the app's screens, files and a build without the path list answer as before.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveWeb } from '../../edge/adapters/node/static.ts';
import { contentAttribute } from '../../edge/core/page-content.ts';

function dist(withPaths: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'shell.html'), '<!doctype html><div id="root">Loading...</div>');
  writeFileSync(join(dir, 'pricing.html'), '<!doctype html><div id="root" data-prerendered="/pricing"></div>');
  writeFileSync(join(dir, 'stray.html'), '<!doctype html><p>not a screen</p>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  if (withPaths) writeFileSync(join(dir, 'app-paths.json'), JSON.stringify(['/', '/pricing', '/analysis/$id']));
  return new Hono().use('*', serveWeb(dir));
}

describe('unknown paths', () => {
  it('answer 404 with the app page; known screens and files answer 200', async () => {
    const app = dist(true);
    const missing = await app.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    for (const p of ['/', '/pricing', '/analysis/123', '/robots.txt'])
      expect((await app.request(p)).status, p).toBe(200);
  });

  it('answer 400 to a path that is not valid percent-encoding', async () => {
    const app = dist(true);
    for (const p of ['/%', '/%E0%A4%A', '/assets/%', '/analysis/%E0', '/%ZZ', '/pricing%']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(400);
      expect(await res.text(), p).toMatch(/not a valid address/i);
    }
    expect((await app.request('/analysis/a%20b')).status).toBe(200);
  });

  it('start a prerendered screen from its own page, any other from the shell', async () => {
    const app = dist(true);
    expect(await (await app.request('/pricing')).text()).toContain('data-prerendered="/pricing"');
    expect(await (await app.request('/analysis/123')).text()).toContain('Loading...');
    // A file named like a path is no screen of its own: only the app's screens get their prerendered page.
    const stray = await app.request('/stray');
    expect(stray.status).toBe(404);
    expect(await stray.text()).toContain('Loading...');
    expect(await (await app.request('/')).text()).not.toContain('Loading...');
  });

  it('serve a prerendered page only to a server with the config it was made with', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dist-'));
    const made = { productName: 'Profile Score', supportEmail: 'support@profilescore.app' };
    writeFileSync(join(dir, 'index.html'), `<div id="root" data-prerendered="/" ${contentAttribute(made)}>Hero</div>`);
    writeFileSync(join(dir, 'shell.html'), '<div id="root">Loading...</div>');
    const same = new Hono().use('*', serveWeb(dir, made));
    expect(await (await same.request('/')).text()).toContain('Hero');
    // Another support address: the page would show the wrong one until the app redrew it.
    const other = new Hono().use('*', serveWeb(dir, { ...made, supportEmail: 'help@acme.test' }));
    expect(await (await other.request('/')).text()).toContain('Loading...');
  });

  it('without the path list every path is the app (an older build)', async () => {
    expect((await dist(false).request('/no-such-page')).status).toBe(200);
  });
});
