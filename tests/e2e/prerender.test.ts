// The landing page is prerendered into index.html at build time so its first screen paints without JavaScript;
// every other screen starts from the splash-only shell, so none of them flashes the landing content first. The
// service worker must precache exactly the HTML the server sends, or an offline visit would show an older build.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../helpers/browser.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const html = (path: string) => fetch(`${server.url}${path}`).then((r) => r.text());
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('prerendered landing page', () => {
  it('sends the landing content in the HTML, with no inline script', async () => {
    const page = await html('/');
    expect(page).toContain('id="hero-title"');
    expect(page).toContain('Fix what matters.');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('starts every other screen from the splash shell', async () => {
    for (const path of ['/pricing', '/login', '/dashboard']) {
      const page = await html(path);
      expect(page, path).not.toContain('id="hero-title"');
      expect(page, path).toContain('Loading...');
    }
  });

  it('precaches the same landing HTML the server sends, and falls back to the shell offline', async () => {
    const sw = await html('/sw.js');
    expect(sw).toContain(`{url:"index.html",revision:"${md5(await html('/'))}"}`);
    expect(sw).toContain(`{url:"shell.html",revision:"${md5(await html('/pricing'))}"}`);
    expect(sw).toContain('createHandlerBoundToURL("shell.html")');
  });

  it('shows the landing content with JavaScript off, and stays usable once the app takes over', async () => {
    const page = await browser.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Fix what matters.');
    await page.unroute('**/*.js');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'How we score' }).first().click();
    await page.waitForURL('**/how-we-score');
    expect(errors).toEqual([]);
    await page.close();
  });
});
