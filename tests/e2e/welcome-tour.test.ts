// Signed in: the welcome tour (1 s after the first load, once, five steps, focus kept
// inside, Escape), the landing page's account menu, and the headshot page in the app frame whose Logout goes home.
// Chromium against the real node entry (built dist/, PGlite, local auth); axe-core 0 violations; screenshots.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type LaunchedBrowser, launchBrowser, screenshotBoth, watchPage } from '../helpers/browser.ts';
import { startServer } from '../helpers/server.ts';

const USER = { first: 'Ada', last: 'Lovelace', email: `ada.${Date.now()}@example.com`, password: 'analytical-1843' };

let server: { url: string; stop: () => Promise<void> };
let browser: LaunchedBrowser;
let page: Page;
const pageErrors: string[] = [];
const cspViolations: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ welcomeTour: true });
  page = await browser.newPage();
  watchPage(page, pageErrors, cspViolations);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const path = () => new URL(page.url()).pathname;

async function expectAccessible() {
  expect(await axeViolations(page)).toEqual([]);
}

describe('signed in', () => {
  it('shows the welcome tour 1 s after the first load: steps, progress, focus kept inside', async () => {
    await page.goto(`${server.url}/register?plan=free`);
    await page.getByLabel('First name', { exact: true }).fill(USER.first);
    await page.getByLabel('Last name', { exact: true }).fill(USER.last);
    await page.getByLabel('Email', { exact: true }).fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Create free account' }).click();
    await page.waitForURL('**/dashboard');

    const tour = page.getByRole('dialog', { name: 'Welcome to Profile Score' });
    await tour.waitFor();
    // Keyboard users start on the primary action.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    const progress = page.getByRole('progressbar', { name: 'Tour progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');
    expect(await tour.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await tour.getByRole('button', { name: 'Skip Tour' }).waitFor();
    await expectAccessible();
    await screenshotBoth(page, 'welcome-tour');

    // Tab cycles inside the dialog.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }

    const dialog = page.getByRole('dialog');
    const titles: string[] = [];
    for (let step = 1; step <= 5; step++) {
      expect(await progress.getAttribute('aria-valuenow')).toBe(String(step));
      titles.push((await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '');
      if (step < 5) await dialog.getByRole('button', { name: 'Next' }).click();
    }
    expect(titles).toEqual([
      'Welcome to Profile Score',
      'How it works',
      'What we analyze',
      'How scores work',
      "You're all set",
    ]);
    expect(await dialog.getByRole('button', { name: 'Skip Tour' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(await progress.getAttribute('aria-valuenow')).toBe('4');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((u) => u.pathname === '/analysis' && u.searchParams.get('upload') === 'true');
    await dialog.waitFor({ state: 'detached' });
  });

  it('does not show the tour again after a reload; Escape closes it', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('welcome').waitFor();
    // Longer than the tour's 1 s delay: it would be open by now if it were going to open.
    await page.waitForTimeout(2500);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Forget the flag: the tour comes back, and Escape dismisses it.
    await page.evaluate(() => {
      for (const k of Object.keys(localStorage))
        if (k.startsWith('profile-score:welcome-tour')) localStorage.removeItem(k);
    });
    await page.reload();
    const tour = page.getByRole('dialog', { name: 'Welcome to Profile Score' });
    await tour.waitFor();
    await page.keyboard.press('Escape');
    await tour.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('profile-score:welcome-tour'))),
    ).toBe(true);
  });

  it('landing signed in: Dashboard link and an account menu with Dashboard and Log out', async () => {
    await page.goto(`${server.url}/`);
    const account = page.getByRole('button', { name: `Account menu for ${USER.first} ${USER.last}` });
    await account.waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);

    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Dashboard', 'Log out']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log out');
    await expectAccessible();
    await screenshotBoth(page, 'landing-signed-in');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);

    await account.click();
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('/headshot-lift signed in sits in the app frame, and Logout there goes home', async () => {
    await page.goto(`${server.url}/headshot-lift`);
    await page.getByRole('heading', { level: 1, name: 'Professional Headshot Lift' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Primary' });
    expect(await sidebar.getByRole('link', { name: 'Headshot Lift' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible();
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(path()).toBe('/');
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
