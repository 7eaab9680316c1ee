// The public pages are rendered by React's server renderer in Node at build time: no browser, so every machine that
// builds (a CI runner, a Cloudflare build) ships them. The browser half (hydration keeps every element) is
// tests/e2e/prerender.test.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED } from '../../scripts/lib/prerender-html.ts';
import { buildRenderer, type RenderPage } from '../../scripts/lib/prerender-render.ts';

const config = {
  supabaseUrl: 'http://127.0.0.1:8787',
  supabaseAnonKey: 'local-anon-key',
  productName: 'Profile Score',
  supportEmail: 'help@example.test',
  debugRoutes: false,
};

let dir: string;
let render: RenderPage;
const hideChromium = process.env.CHROMIUM_PATH;

beforeAll(async () => {
  // No browser to be found: the render must not need one.
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
  dir = mkdtempSync(join(tmpdir(), 'ps-prerender-'));
  render = await buildRenderer(dir);
});

afterAll(() => {
  if (hideChromium === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = hideChromium;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('prerendering in Node', () => {
  it('renders every public page with its title, the config it was given, and no head tag or script in the body', async () => {
    for (const path of PRERENDERED) {
      const page = await render(path, config);
      expect(page.title, path).not.toBe('');
      expect(page.markup, path).not.toMatch(/<title|<script|<meta /);
      // React's server markup: Suspense content between <!--$--> and <!--/$-->, which hydration adopts.
      expect(page.markup, path).toMatch(/^<!--\$-->/);
    }
    const landing = await render('/', config);
    expect(landing.markup).toContain('Fix what matters.');
    expect(landing.description).toMatch(/0-100 score/);
    expect((await render('/contact', config)).markup).toContain('help@example.test');
    // The sign-up page at its own address, though its route fills in ?plan=free.
    expect((await render('/register', config)).markup).toContain('Create your free account');
  });

  it('refuses a page that is not what its address names (a redirect or the not-found screen)', async () => {
    await expect(render('/dashboard', config)).rejects.toThrow(/prerender: \/dashboard/);
    await expect(render('/no-such-page', config)).rejects.toThrow(/prerender: \/no-such-page/);
  });
});

describe('the build reads no React internals and starts no browser', () => {
  const files = (root: string): string[] =>
    readdirSync(root).flatMap((name) => {
      const path = join(root, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.(ts|tsx)$/.test(name) ? [path] : [];
    });

  it('has no fiber serializer, and the prerender script imports no browser driver', () => {
    const sources = ['edge', 'web', 'scripts', 'tests']
      .flatMap(files)
      .filter((f) => !f.endsWith('prerender-node.test.ts'));
    const readers = sources.filter((f) => readFileSync(f, 'utf8').includes('__reactContainer'));
    expect(readers).toEqual([]);
    for (const f of ['scripts/prerender.ts', ...files('scripts/lib').filter((f) => f.includes('prerender'))])
      expect(readFileSync(f, 'utf8'), f).not.toMatch(/playwright|helpers\/browser/);
  });
});
