// Matching a result against job ads in Chromium: paste one ad, or three at once, save them (no scan is spent) and
// see what the server sends for the plan: free users the rates and the top terms, Pro users everything.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchAd, matchProfileFixture, peopleAds } from '../fixtures/match/index.ts';
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
const people = peopleAds();
const THREE = [
  matchAd('backend-engineer'),
  people.find((a) => a.id === 'software-backend-de')?.text ?? '',
  people.find((a) => a.id === 'software-devops-es')?.text ?? '',
];

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

/** The whole page at both widths, and the match card alone (what a reviewer looks at); no sideways scroll at 390. */
async function shoot(name: string) {
  await screenshotBoth(page, name);
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByTestId('match-card').screenshot({ path: `${SCREENSHOT_DIR}/${name}-card-${label}.png` });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${name} at ${label}`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(DESKTOP);
}

const me = () => apiGet<{ scans_remaining: number }>(server.url, token, '/api/me');
const recurring = () => page.getByTestId('several-recurring').locator('li');

describe('job-ad match on a result', () => {
  it('a free user pastes one ad and saves it: the rate and the top missing terms, phrased as advice', async () => {
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
    await page.getByLabel('Job ad or target role').fill(matchAd('backend-engineer'));
    // Nothing is matched in the browser: the rate comes with the server's answer.
    expect(await page.getByTestId('match-rate').count()).toBe(0);
    await page.getByRole('button', { name: 'Save the job ad' }).click();
    await page.getByText('Job ad saved').waitFor();
    expect(await page.getByTestId('match-rate').textContent()).toMatch(/^\d{1,3}%$/);
    const items = page.getByTestId('match-missing').locator('li');
    expect(await items.count()).toBe(3);
    expect(await page.getByTestId('match-missing').textContent()).toMatch(
      /Add it to (Headline|Skills|Experience) if you have used it\.|Use the ad's word in/,
    );
    await page.getByText(/Pro shows \d+ more missing terms/).waitFor();
    expect(await page.getByTestId('match-found').count()).toBe(0);
    expect((await me()).scans_remaining).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('pastes three ads: three rates and the top three recurring terms with where to add them', async () => {
    await page.getByRole('button', { name: 'Add another ad' }).click();
    await page.getByRole('button', { name: 'Add another ad' }).click();
    for (const [i, ad] of THREE.entries()) await page.getByLabel(`Job ad ${i + 1}`, { exact: true }).fill(ad);
    await page.getByRole('button', { name: 'Save the job ads' }).click();
    await page.getByText('Job ads saved').waitFor();
    await page.getByTestId('several-details').waitFor();
    const rates = await page.getByTestId('several-rate').allTextContents();
    expect(rates).toHaveLength(3);
    for (const r of rates) expect(r).toMatch(/^\d{1,3}%$/);
    await page.getByText('Ad 2: Backend-Entwickler Java').waitFor();
    expect(await recurring().count()).toBe(3);
    const text = (await page.getByTestId('several-recurring').textContent()) ?? '';
    expect(text).toContain('Kubernetes');
    expect(text).toContain('3 of 3 ads');
    expect(text).toMatch(/Add it to Skills if you have used it\./);
    await page.getByText(/Pro shows \d+ more recurring terms/).waitFor();
    expect((await me()).scans_remaining).toBe(0);
    const saved = (await apiGet<any>(server.url, token, `/api/analyses/${id}`)).analysis;
    expect([saved.target.text, ...saved.target.more]).toEqual(THREE);
    expect(saved.several.recurring).toHaveLength(3);
    expect(saved.several.recurring_total).toBeGreaterThan(3);
    expect(await axeViolations(page)).toEqual([]);
    await shoot('match-several-free');
  });

  it('a Pro user sees every recurring term and where the profile already has it; the ads come back', async () => {
    await server.sql.query("update public.users set subscription_tier = 'pro', scans_remaining = 15 where email = $1", [
      USER.email,
    ]);
    await page.reload();
    await page.getByTestId('several-details').waitFor();
    expect(await page.getByLabel('Job ad 3', { exact: true }).inputValue()).toBe(THREE[2]);
    expect(await recurring().count()).toBeGreaterThan(3);
    expect(await page.getByText(/Pro shows \d+ more recurring terms/).count()).toBe(0);
    await page
      .getByText(/On your profile: .*Skills/)
      .first()
      .waitFor();
    await page.getByText('You write “Postgres”: the ads say “PostgreSQL”. Use their word in Skills.').waitFor();
    expect((await me()).scans_remaining).toBe(15);
    expect(await axeViolations(page)).toEqual([]);
    await shoot('match-several-pro');
  });

  it('removing two ads leaves one: its required and nice-to-have terms apart, found terms for Pro', async () => {
    await page.getByRole('button', { name: 'Remove ad 3' }).click();
    await page.getByRole('button', { name: 'Remove ad 2' }).click();
    await page.getByRole('button', { name: 'Save the job ad' }).click();
    await page.getByText('Job ad saved').waitFor();
    await page.getByTestId('match-found').waitFor();
    await page.getByTestId('match-missing-required').waitFor();
    await page.getByText("You write “Postgres”: the ad says “PostgreSQL”. Use the ad's word in Skills.").waitFor();
    expect(await page.getByTestId('several-details').count()).toBe(0);
    expect(await page.getByTestId('match-title-gap').textContent()).toContain('Senior Backend Engineer');
    expect(await axeViolations(page)).toEqual([]);
    await shoot('match-pro');
    expect(pageErrors).toEqual([]);
  });
});
