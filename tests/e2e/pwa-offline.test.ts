// The offline queue in Chromium against the real server. A Pro user (so a double send would really
// be stored and charged twice) reads a LinkedIn PDF with the connection off, queues it with "Score when back
// online", reloads offline (the queue survives), opens a second tab, and comes back online: exactly one request,
// one analysis, one scan charged, and the result opens. Then, offline again, /dashboard and that analysis reload
// from the service worker and the device copy, with the offline indicator, even once the access token expired.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePdf, registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { axeViolations, type LaunchedBrowser, launchBrowser, screenshotBoth } from '../helpers/browser.ts';
import { accessToken, apiGet, readDeviceStore, reloadUnderServiceWorker } from '../helpers/pwa.ts';

const USER = { first: 'Mary', last: 'Somerville', email: `mary.s.${Date.now()}@example.com`, password: 'orbits-1831' };
const RESULT = /\/analysis\/[0-9a-f-]{36}$/;

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let second: Page;
let resultPath = '';
let score = '';
const analyzePosts: string[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  // Context level: both tabs, and anything their service worker would send.
  browser.context.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/analyze') analyzePosts.push(req.url());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const offline = (on: boolean) => browser.context.setOffline(on);
const queuedRows = async (p: Page) => (await readDeviceStore(p, 'queue')).rows.length;

describe('offline analysis queue', () => {
  it('caches the app and what a scan needs while online', async () => {
    await registerFree(page, server.url, USER);
    await server.sql.query("update public.users set subscription_tier = 'pro', scans_remaining = 15 where email = $1", [
      USER.email,
    ]);
    await reloadUnderServiceWorker(page);
    await page.getByTestId('stat-plan').filter({ hasText: 'Pro' }).waitFor();
    // The signed-in app warms pdf.js's worker into the service worker's runtime cache (never precached).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const keys = await (await caches.open('pdfjs-assets')).keys();
            return keys.some((r) => r.url.includes('/assets/pdf.worker.min-'));
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  it('reads and reviews a PDF offline, and queues it with "Score when back online"', async () => {
    await page.goto(`${server.url}/analysis?upload=true`);
    await page.getByTestId('dropzone').waitFor();
    await offline(true);
    await page.getByTestId('offline-indicator').waitFor();
    const pdf = await profilePdf();
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'Profile.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf.bytes) });
    await page.getByRole('button', { name: 'Get your score' }).click();
    await page.getByRole('heading', { name: 'Here is what we read' }).waitFor({ timeout: 60_000 });
    expect((await page.getByLabel('Name', { exact: true }).inputValue()).length).toBeGreaterThan(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'offline-review');
    await page.getByRole('button', { name: 'Score when back online' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Saved for later' }).waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('queued-note').waitFor();
    expect(await page.getByTestId('queued-note').textContent()).toContain('1 analysis is saved on this device');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'offline-queued');
    expect(analyzePosts).toEqual([]);
  });

  it('keeps the queue through a reload offline', async () => {
    await page.reload();
    await page.getByTestId('queued-note').waitFor();
    await page.getByTestId('offline-indicator').waitFor();
    const queue = await readDeviceStore(page, 'queue');
    expect(queue.rows).toHaveLength(1);
    expect(queue.rows[0]).toMatchObject({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), file_type: 'pdf' });
    expect(queue.rows[0].sendingSince).toBeUndefined();
  });

  it('sends it once when two open tabs come back online, charges one scan and opens the result', async () => {
    second = await browser.newPage();
    await second.goto(`${server.url}/dashboard`);
    await second.getByTestId('queued-note').waitFor();
    await offline(false);
    // Whichever tab wins the lock sends it and opens the result.
    await expect.poll(() => [page.url(), second.url()].some((u) => RESULT.test(u)), { timeout: 60_000 }).toBe(true);
    const winner = RESULT.test(page.url()) ? page : second;
    await winner.getByTestId('result').waitFor();
    resultPath = new URL(winner.url()).pathname;
    score = (await winner.getByTestId('overall-score').textContent()) ?? '';
    // Both tabs see the queue emptied (the loser's runner waited for the lock, then found nothing).
    await expect.poll(() => queuedRows(page)).toBe(0);
    for (const p of [page, second]) await expect.poll(() => p.getByTestId('queued-note').count()).toBe(0);

    const token = await accessToken(page);
    const { analyses } = await apiGet<{ analyses: { id: string }[] }>(server.url, token, '/api/analyses');
    expect(analyses.map((a) => `/analysis/${a.id}`)).toEqual([resultPath]);
    const me = await apiGet<{ scans_used: number; scans_remaining: number }>(server.url, token, '/api/me');
    expect(me).toMatchObject({ scans_used: 1, scans_remaining: 14 });
    expect(analyzePosts).toHaveLength(1);
    await second.close();
  });

  it('reloads /dashboard and the analysis offline from the device copy, with the offline indicator', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('recent-item').first().waitFor();
    await offline(true);
    try {
      await page.reload();
      await page.getByTestId('offline-indicator').waitFor();
      await expect.poll(() => page.getByTestId('recent-item').count()).toBe(1);
      expect(await page.getByTestId('stat-plan').textContent()).toBe('Pro');
      await page.goto(`${server.url}${resultPath}`);
      await page.getByTestId('result').waitFor();
      expect(await page.getByTestId('overall-score').textContent()).toBe(score);
      await page.getByTestId('offline-indicator').waitFor();
    } finally {
      await offline(false);
    }
  });

  it('keeps the session offline even when the access token has expired', async () => {
    await offline(true);
    try {
      // What a device left offline past the token's lifetime holds: a session that can only be refreshed online.
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
        const session = JSON.parse(localStorage.getItem(key)!);
        localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 3600 }));
      });
      await page.goto(`${server.url}/dashboard`);
      await page.getByTestId('recent-item').first().waitFor();
      await page.goto(`${server.url}${resultPath}`);
      await page.getByTestId('result').waitFor();
      expect(new URL(page.url()).pathname).toBe(resultPath);
    } finally {
      await offline(false);
    }
  });
});
