// The public pages are prerendered at build time so their first screen paints without JavaScript, and the app then
// hydrates that markup (it adopts the same elements instead of drawing the page again). Every other screen starts
// from the splash-only shell, so none of them flashes a public page's content first. The service worker must
// precache exactly the HTML the server sends, or an offline visit would show an older build.
import { createHash } from 'node:crypto';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED, pageFile } from '../../scripts/lib/prerender-html.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type LaunchedBrowser, launchBrowser } from '../helpers/browser.ts';
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

describe('prerendered public pages', () => {
  it('sends each public page with its content and own title in the HTML, with no inline script', async () => {
    for (const path of PRERENDERED) {
      const page = await html(path);
      expect(page, path).toContain(`data-prerendered="${path}"`);
      // The splash is there only as the stand-in template for other addresses, not in the page.
      expect(page.split('<template id="splash">')[0], path).not.toContain('<span>Loading...</span>');
      expect(page, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(page, path).not.toContain('<title>Profile Score</title>');
    }
    expect(await html('/')).toContain('Fix what matters.');
    expect(await html('/pricing')).toContain('Frequently asked questions');
    expect(await html('/how-we-score')).toMatch(/<title>[^<]*How we score/i);
  });

  it('starts every other screen from the splash shell', async () => {
    for (const path of ['/dashboard', '/analysis', '/forgot-password', '/analysis/history']) {
      const page = await html(path);
      expect(page, path).not.toContain('data-prerendered');
      expect(page, path).toContain('<span>Loading...</span>');
    }
  });

  it('precaches the same HTML the server sends, and falls back to the shell offline', async () => {
    const sw = await html('/sw.js');
    for (const path of PRERENDERED)
      expect(sw, path).toContain(`{url:"${pageFile(path)}",revision:"${md5(await html(path))}"}`);
    expect(sw).toContain(`{url:"shell.html",revision:"${md5(await html('/dashboard'))}"}`);
    expect(sw).toContain('createHandlerBoundToURL("shell.html")');
  });

  it('hydrates each page: the prerendered elements stay, with no error, and the page works', async () => {
    for (const path of PRERENDERED) {
      const page = await browser.newPage();
      // The first element of the page as parsed, before any script has run.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { first: Element | null }).first = document.getElementById('root')!.firstElementChild;
        }),
      );
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      // React owns the page's first element: hydrated if it is still the parsed one, else drawn anew.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((k) =>
          k.startsWith('__reactFiber$'),
        ),
      );
      const kept = await page.evaluate(
        () =>
          (window as unknown as { first: Element | null }).first === document.getElementById('root')!.firstElementChild,
      );
      expect(kept, path).toBe(true);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('holds a form sent before the app has taken it over, and sends it once it has (never as a plain GET)', async () => {
    const page = await browser.newPage();
    // The app's code is held back, as on a slow connection: the prerendered sign-in form is all there is.
    let release: () => void = () => {};
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/assets/main-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(page.url()).toBe(`${server.url}/login`);
    release();
    // The app hydrates the same form with what was typed, and sends it: a wrong password, so the Login failed toast.
    await page.getByTestId('toast').filter({ hasText: 'Login failed' }).waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
    await page.close();
  });

  it('never shows a prerendered page at another address, or to a visitor who may be signed in: the splash stands in', async () => {
    // Its own browser without a service worker, which would answer the deep link with the shell itself.
    const other = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
    const page = await other.newPage({ serviceWorkers: 'block' });
    // A host whose fallback for every unknown path is index.html (Workers Static Assets' single-page mode).
    const landing = await html('/');
    await page.route(`${server.url}/dashboard`, (route) => route.fulfill({ body: landing, contentType: 'text/html' }));
    await page.route('**/assets/main-*.js', (route) => route.abort());
    await page.goto(`${server.url}/dashboard`);
    await expect(page.locator('#hero-title').count()).resolves.toBe(0);
    await expect(page.getByRole('status').textContent()).resolves.toContain('Loading...');
    // A visitor who may be signed in never sees the signed-out page (its Sign up and Upgrade links) either.
    await page.evaluate(() => localStorage.setItem('sb-127-auth-token', '{}'));
    await page.goto(`${server.url}/pricing`);
    await expect(page.locator('article[data-plan="pro"]').count()).resolves.toBe(0);
    await expect(page.getByRole('status').textContent()).resolves.toContain('Loading...');
    await other.close();
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
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/score/i);
    expect(errors).toEqual([]);
    await page.close();
  });
});
