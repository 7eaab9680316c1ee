// A new deploy while a page is open. The server serves a copy of the built app (version
// A); a second build with another VITE_BUILD_ID (version B, into a temp dir: dist/ is shared with other tests)
// replaces it in place, as a deploy would. The browser's update check finds the new service worker, the page shows
// "New version available" with Reload, and Reload runs version B.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, DIST_DIR, startAppServer } from '../helpers/app-server.ts';
import { type LaunchedBrowser, launchBrowser } from '../helpers/browser.ts';
import { reloadUnderServiceWorker } from '../helpers/pwa.ts';

const BUILD_B = `pwa-update-${Date.now()}`;

let work: string;
let served: string;
let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;

const buildId = () => page.evaluate(() => document.documentElement.dataset.build);
const swScripts = () =>
  page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { active: r?.active?.scriptURL, waiting: r?.waiting?.scriptURL ?? null };
  });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ps-e2e-pwa-update-'));
  served = join(work, 'served');
  cpSync(DIST_DIR, served, { recursive: true });
  // Version B, built now. The outDir is outside the Vite root, so emptying it is asked for explicitly.
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', join(work, 'b'), '--emptyOutDir', '--logLevel', 'error'],
    { env: { ...process.env, VITE_BUILD_ID: BUILD_B }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`build B failed:\n${build.stderr}`);
  server = await startAppServer(served);
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('update prompt', () => {
  it('runs version A under its service worker', async () => {
    await page.goto(`${server.url}/`);
    await reloadUnderServiceWorker(page);
    // The page names its build (once the app has started: on a prerendered page, after its first paint), so B can
    // be told apart below.
    await expect.poll(buildId).toBeTruthy();
    expect(await buildId()).not.toBe(BUILD_B);
    expect((await swScripts()).waiting).toBeNull();
  });

  it('shows "New version available" once version B is deployed, and Reload runs B', async () => {
    const before = await buildId();
    // The deploy: B's files replace A's in the directory the server reads from.
    rmSync(served, { recursive: true, force: true });
    cpSync(join(work, 'b'), served, { recursive: true });
    // What the browser does on its own on a navigation, hourly (web/pwa.ts) or when the tab becomes visible.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByTestId('toast').filter({ hasText: 'New version available' });
    await prompt.waitFor({ timeout: 60_000 });
    expect((await swScripts()).waiting).not.toBeNull();
    // Still version A until the user agrees.
    expect(await buildId()).toBe(before);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(buildId).toBe(BUILD_B);
    expect(await swScripts()).toMatchObject({ waiting: null });
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  });
});
