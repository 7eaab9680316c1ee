// The rough edges a new user hit, in Chromium: "Upgrade to Pro" from a result comes back to that result after the
// (local) checkout; the result's scans line is the dashboard's, word for word; on a phone the history rows are
// compact with a keyboard-usable actions menu; the chart tells its lines apart by more than colour; the welcome
// tour can be opened again from the navigation. Each screen is axe clean and fits 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, PLANS } from '../../edge/core/plans.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
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
import { storedSession } from '../helpers/delete-page.ts';

const USER = { first: 'Rae', last: 'Edge', email: `rae.edge.${Date.now()}@example.com`, password: 'rough-edges-1' };

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let session: { token: string; userId: string };
const ids: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors);
  await registerFree(page, server.url, USER);
  session = await storedSession(page);
  await server.sql.query('update public.users set scans_remaining = 3 where supabase_id = $1', [session.userId]);
  for (const headline of ['Engineer', 'Data Engineer', 'Senior Data Engineer']) {
    const p = fixtureInput('strong') as { basics: Record<string, unknown> };
    const res = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ profile: { ...p, basics: { ...p.basics, label: headline } }, file_type: 'pdf' }),
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { analysis: { id: string } }).analysis.id);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function expectAxeClean() {
  expect(await axeViolations(page)).toEqual([]);
}

async function expectNoSidewaysScroll() {
  const original = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(MOBILE);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize(original);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('rough edges', () => {
  it('a return path that could leave the app is refused by checkout (422), never followed', async () => {
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/analysis/../../x']) {
      const res = await fetch(`${server.url}/api/create-checkout-session`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ plan: 'pro', return_to: bad }),
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('Upgrade to Pro from a result returns to that result after paying', async () => {
    await page.goto(`${server.url}/analysis/${ids[0]}`);
    await page.getByTestId('result').waitFor();
    await page.getByRole('region', { name: 'Your scans' }).getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL('**/pricing?**');
    expect(new URL(page.url()).searchParams.get('return')).toBe(`/analysis/${ids[0]}`);
    await page.locator('article[data-plan="pro"]').getByRole('button', { name: PLANS.pro.buttonText }).click();
    await page.waitForURL(/\/dev\/checkout\/cs_local_/);
    await page.getByRole('button', { name: `Pay ${formatPrice(PLANS.pro)} (test mode)` }).click();
    await page.waitForURL(/\/dashboard\?payment=success/);
    // The usual way back (the success alert, the payment-complete screen), ending on the result, not /analysis.
    await page.waitForURL((u) => u.pathname === `/analysis/${ids[0]}` && u.search === '', { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('result').getAttribute('data-locked'), { timeout: 10_000 }).toBe('false');
  });

  it('the result panel says what the dashboard says about scans, with the same number', async () => {
    // A Pro user who also used the free scan: the lifetime count (free included) is not this month's Pro count.
    await server.sql.query(
      `update public.users set subscription_tier = 'pro', scans_remaining = 9, scans_used = 7 where supabase_id = $1`,
      [session.userId],
    );
    await page.goto(`${server.url}/dashboard`);
    const line = (await page.getByTestId('scans-progress-text').textContent())?.trim();
    expect(line).toBe('6 of 15 Pro scans used this month (40%)');
    await page.goto(`${server.url}/analysis/${ids[2]}`);
    const panel = page.getByRole('region', { name: 'Your scans' });
    await panel.waitFor();
    await expect.poll(() => panel.textContent()).toContain(line);
    expect(await panel.textContent()).not.toMatch(/Used\s*7/);
    await screenshotBoth(page, 'edges-result-scans', { fullPage: false });
    await expectAxeClean();
    await expectNoSidewaysScroll();
  });

  it('on a phone a history row is compact: full date, an actions menu with Delete (keyboard, Escape)', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${server.url}/analysis/history`);
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(3);
    const row = page.getByTestId('history-item').first();
    // No full-size delete button in the row; the date is not cut off.
    expect(await row.getByRole('button', { name: 'Delete analysis' }).count()).toBe(0);
    const date = row.getByTestId('history-date');
    expect(await date.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    // One compact row (before: the link, then a full-width button line under it, about 115 px).
    expect((await row.boundingBox())!.height).toBeLessThan(100);
    const actions = row.getByRole('button', { name: /^Actions for / });
    await actions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await expectAxeClean();
    await screenshotBoth(page, 'edges-history-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await actions.evaluate((e) => e === document.activeElement)).toBe(true);
    await expectNoSidewaysScroll();
    // The last row's menu opens below the list and is not cut off by it: its item, top to bottom, is what a tap hits.
    await page
      .getByTestId('history-item')
      .last()
      .getByRole('button', { name: /^Actions for / })
      .click();
    const lastItem = page.getByRole('menuitem', { name: 'Delete' });
    await lastItem.waitFor();
    expect(
      await lastItem.evaluate((e) => {
        const r = e.getBoundingClientRect();
        const hit = (y: number) => e.contains(document.elementFromPoint(r.left + r.width / 2, y));
        return hit(r.top + 2) && hit(r.bottom - 2);
      }),
    ).toBe(true);
    // ...and the list did not scroll inside its card to make room (a clipping card scrolls to the focused item).
    expect(await page.getByRole('region', { name: 'Analyses' }).evaluate((e) => e.scrollTop)).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/edges-history-last-menu-390.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await actions.focus();
    // Delete from the menu: the same confirmation dialog as on the result page.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this analysis?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete analysis' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Analysis deleted' }).waitFor();
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(2);
    await page.setViewportSize(DESKTOP);
    await screenshotBoth(page, 'edges-history', { fullPage: true });
  });

  it('the chart tells Overall and About apart by colour, line style and a legend', async () => {
    await page.goto(`${server.url}/dashboard`);
    const chart = page.getByTestId('score-chart');
    await chart.waitFor();
    const styles = await chart.locator('[data-series]').evaluateAll((gs) =>
      gs.map((g) => {
        const line = g.querySelector('polyline')!;
        const cs = getComputedStyle(line);
        return { id: g.getAttribute('data-series'), stroke: cs.stroke, dash: cs.strokeDasharray };
      }),
    );
    const overall = styles.find((s) => s.id === 'overall')!;
    const about = styles.find((s) => s.id === 'about')!;
    expect(overall.stroke).not.toBe(about.stroke);
    expect(overall.dash).not.toBe(about.dash);
    // Every line has its own dash pattern, so colour is never the only cue.
    expect(new Set(styles.map((s) => s.dash)).size).toBe(styles.length);
    const legend = page.getByRole('list', { name: 'Lines shown' });
    expect(await legend.locator('svg').count()).toBe(styles.length);
    const card = page.getByRole('region', { name: 'Your scores over time' });
    for (const [label, size] of [
      ['desktop', DESKTOP],
      ['390', MOBILE],
    ] as const) {
      await page.setViewportSize(size);
      await card.screenshot({ path: `${SCREENSHOT_DIR}/edges-chart-card-${label}.png` });
    }
    await expectNoSidewaysScroll();
    await page.setViewportSize(DESKTOP);
    await expectAxeClean();
  });

  it('"Take the tour" in the navigation opens the welcome tour again (desktop and phone)', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/dashboard`);
    // Keyboard reachable: Tab from the top of the page gets there.
    const take = page.getByRole('button', { name: 'Take the tour' });
    await take.waitFor();
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await take.evaluate((e) => e === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const tour = page.getByRole('dialog', { name: /Welcome/ });
    await tour.waitFor();
    await expectAxeClean();
    await screenshotBoth(page, 'edges-tour', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => tour.isVisible()).toBe(false);
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Take the tour' }).click();
    await tour.waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    expect(pageErrors).toEqual([]);
  });
});
