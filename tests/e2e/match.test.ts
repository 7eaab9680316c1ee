// Matching a result against a job ad in Chromium: paste an ad on a result, see the rate, the missing terms and
// where to add them as you type; save and edit it without spending a scan; free and Pro views.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchAd, matchProfileFixture } from '../fixtures/match/index.ts';
import { registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import {
  axeViolations,
  DESKTOP,
  type LaunchedBrowser,
  launchBrowser,
  MOBILE,
  SCREENSHOT_DIR,
  screenshotBoth,
  watchPage,
} from '../helpers/browser.ts';
import { accessToken, apiGet } from '../helpers/pwa.ts';

const USER = { first: 'Tomasz', last: 'Brenner', email: `tomasz.${Date.now()}@example.com`, password: 'ledger-2026' };

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let id = '';
let token = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The whole page at both widths, and the match card alone (what a reviewer looks at). */
async function shoot(name: string) {
  await screenshotBoth(page, name);
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByTestId('match-card').screenshot({ path: `${SCREENSHOT_DIR}/${name}-card-${label}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

const me = () => apiGet<{ scans_remaining: number }>(server.url, token, '/api/me');
const adBox = () => page.getByLabel('Job ad or target role');
const missingItems = () => page.getByTestId('match-missing').locator('li');

describe('job-ad match on a result', () => {
  it('a free user pastes an ad on a result: the rate, the top missing terms and where to add them appear', async () => {
    await registerFree(page, server.url, USER);
    token = await accessToken(page);
    // The analysis is made through the API (the upload trip has its own test); it spends the free scan.
    const res = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ profile: matchProfileFixture('fullstack-node'), file_type: 'pdf' }),
    });
    expect(res.status).toBe(201);
    id = ((await res.json()) as { analysis: { id: string } }).analysis.id;
    expect((await me()).scans_remaining).toBe(0);

    await page.goto(`${server.url}/analysis/${id}`);
    await page.getByTestId('match-card').waitFor();
    expect(await page.getByTestId('match-rate').count()).toBe(0);
    await adBox().fill(matchAd('backend-engineer'));
    await page.getByTestId('match-rate').waitFor();
    expect(await page.getByTestId('match-rate').textContent()).toMatch(/^\d{1,3}%$/);
    expect(await missingItems().count()).toBe(3);
    const first = (await missingItems().first().textContent()) ?? '';
    expect(first).toMatch(/Add to (Headline|Skills|Experience|About|Licenses & certifications)/);
    await page.getByText(/Pro shows \d+ more missing terms/).waitFor();
    expect(await page.getByTestId('match-found').count()).toBe(0);
    await page.getByRole('button', { name: 'Save the job ad' }).click();
    await page.getByText('Job ad saved').waitFor();
    expect((await me()).scans_remaining).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot('match-free');
  });

  it('edits the ad later without spending a scan, and the saved ad comes back with the result', async () => {
    const before = Number(((await page.getByTestId('match-rate').textContent()) ?? '').replace('%', ''));
    await adBox().fill(matchAd('registered-nurse'));
    await expect.poll(async () => page.getByTestId('match-rate').textContent()).not.toBe(`${before}%`);
    await page.getByRole('button', { name: 'Save the job ad' }).click();
    await expect
      .poll(async () => (await apiGet<any>(server.url, token, `/api/analyses/${id}`)).analysis.target?.text)
      .toBe(matchAd('registered-nurse'));
    expect((await me()).scans_remaining).toBe(0);
    await page.reload();
    await page.getByTestId('match-rate').waitFor();
    expect(await adBox().inputValue()).toBe(matchAd('registered-nurse'));
  });

  it('a Pro user sees every missing term with where to add it, alias evidence, found terms and the title gap', async () => {
    await server.sql.query("update public.users set subscription_tier = 'pro', scans_remaining = 15 where email = $1", [
      USER.email,
    ]);
    await page.reload();
    await adBox().fill(matchAd('backend-engineer'));
    await page.getByTestId('match-found').waitFor();
    expect(await missingItems().count()).toBeGreaterThan(3);
    await page.getByText('You list “Postgres”: the ad says “PostgreSQL”.').waitFor();
    await page.getByTestId('match-title-gap').waitFor();
    expect(await page.getByTestId('match-title-gap').textContent()).toContain('Senior Backend Engineer');
    await page.getByRole('button', { name: 'Save the job ad' }).click();
    await page.getByText('Job ad saved').waitFor();
    expect((await me()).scans_remaining).toBe(15);
    await shoot('match-pro');
    expect(pageErrors).toEqual([]);
  });
});
