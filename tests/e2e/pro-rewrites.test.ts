// A Pro user's result in Chromium with the embedded default (no LLM): each section's suggestions name the person's
// own lines with the points they are worth, and each offered rewrite stands beside the current text with its gain
// and a copy button. The Pro plan is bought through the local checkout; the profile is a real shared export, parsed
// here and sent as the upload trip would send it (that trip has its own test).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, PLANS } from '../../edge/core/plans.ts';
import { registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import {
  axeViolations,
  DESKTOP,
  type LaunchedBrowser,
  launchBrowser,
  MOBILE,
  SCREENSHOT_DIR,
  watchPage,
} from '../helpers/browser.ts';
import { accessToken } from '../helpers/pwa.ts';

// A modern export whose headline and About have room to grow.
const EXPORT = resolve('../shared/fixtures/linkedin-pdf/job-hax-resume-parser__3.pdf');
const USER = { first: 'Rosa', last: 'Quintero', email: `rosa.${Date.now()}@example.com`, password: 'rewrite-2026' };

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let id = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  if (!existsSync(EXPORT)) return;
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!existsSync(EXPORT))('Pro rewrites on a real export', () => {
  it('a free user becomes Pro through the local checkout', async () => {
    await registerFree(page, server.url, USER);
    await page.goto(`${server.url}/pricing`);
    await page.locator('article[data-plan="pro"]').getByRole('button', { name: PLANS.pro.buttonText }).click();
    await page.waitForURL(/\/dev\/checkout\/cs_local_/);
    await page.getByRole('button', { name: `Pay ${formatPrice(PLANS.pro)} (test mode)` }).click();
    await page.waitForURL(/\/dashboard\?payment=success/);
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('stat-plan').textContent()).toBe(PLANS.pro.name);
  });

  it('shows before/after pairs with their gains and copy buttons, and suggestions with their points', async () => {
    const { parseFile } = await import('../../edge/adapters/node/parse-file.ts');
    const profile = await parseFile(EXPORT);
    const token = await accessToken(page);
    const res = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ profile, file_type: 'pdf' }),
    });
    expect(res.status).toBe(201);
    id = ((await res.json()) as { analysis: { id: string } }).analysis.id;

    await page.goto(`${server.url}/analysis/${id}`);
    // Reordering a role's own sentences rarely changes its score, so on this export no role rewrite is offered and
    // the Experience card says why instead.
    const experience = page.getByTestId('pro-experience');
    await experience.waitFor();
    expect(await experience.getByTestId('rewrite-pair').count()).toBe(0);
    await experience.getByText('No rewrite here would raise this section’s score').waitFor();
    // The result names three sections (the spec): their cards carry the advice.
    for (const section of ['headline', 'about', 'experience']) {
      // Suggestions carry their points: at most three, each with a gain, and a section with fewer says so.
      const panel = page.getByTestId(`pro-${section}`);
      const n = await panel.locator('ol > li').count();
      expect(n, section).toBeLessThanOrEqual(3);
      expect(
        await panel
          .locator('ol > li')
          .getByText(/^\+\d+ pts$/)
          .count(),
        section,
      ).toBe(n);
      expect(await page.getByTestId(`pro-${section}-fewer`).count(), section).toBe(n < 3 ? 1 : 0);
    }
    // What is already strong is said apart from the suggestions.
    const strong = page.locator('[data-testid$="-strengths"]');
    expect(await strong.count()).toBeGreaterThan(0);
    expect(await strong.first().getByText('What’s already strong').count()).toBe(1);
    for (const section of ['headline', 'about']) {
      const panel = page.getByTestId(`pro-${section}`);
      await panel.waitFor();
      const pairs = panel.getByTestId('rewrite-pair');
      expect(await pairs.count(), section).toBeGreaterThan(0);
      const first = pairs.first();
      expect(await first.getByText(/^\+\d+ pts$/).count()).toBe(1);
      expect(await first.getByText('Now', { exact: true }).count()).toBe(1);
      expect(await first.getByText('Rewrite', { exact: true }).count()).toBe(1);
      expect(await first.getByRole('button', { name: /^Copy / }).count()).toBe(1);
    }
    // The current headline stands beside its rewrite.
    const headline = page.getByTestId('pro-headline').getByTestId('rewrite-pair').first();
    expect(await headline.textContent()).toContain(profile.basics.label ?? '');

    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const after = await headline.locator('p').last().textContent();
    await headline.getByRole('button', { name: /^Copy / }).click();
    await page.getByText('Copied', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(after);

    expect(await axeViolations(page)).toEqual([]);
    for (const [label, size] of [
      ['1280', DESKTOP],
      ['390', MOBILE],
    ] as const) {
      await page.setViewportSize(size);
      for (const section of ['headline', 'about'])
        await page
          .getByTestId(`pro-${section}`)
          .screenshot({ path: `${SCREENSHOT_DIR}/pro-rewrites-${section}-${label}.png` });
    }
    await page.setViewportSize(DESKTOP);
    expect(pageErrors).toEqual([]);
  });
});
