// Accounts end to end in Chromium against the real node entry (built dist/, PGlite,
// local auth service). Screenshots of login, register and dashboard go to test-results/ (desktop and 390 px).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  type LaunchedBrowser,
  launchBrowser,
  MOBILE,
  screenshotBoth,
  watchPage,
} from '../helpers/browser.ts';
import { startServer } from '../helpers/server.ts';

const USER = {
  first: 'Grace',
  last: 'Hopper',
  email: `grace.hopper.${Date.now()}@example.com`,
  password: 'cobol-1959-rocks',
};
const EMAIL_TAKEN = 'This email is already registered. Please try signing in instead.';

let server: { url: string; stop: () => Promise<void> };
let browser: LaunchedBrowser;
let page: Page;
const pageErrors: string[] = [];
const cspViolations: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors, cspViolations);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const path = () => new URL(page.url()).pathname;

async function register(user: typeof USER) {
  await page.goto(`${server.url}/register?plan=free`);
  await page.getByLabel('First name', { exact: true }).fill(user.first);
  await page.getByLabel('Last name', { exact: true }).fill(user.last);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create free account' }).click();
}

async function login(email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logout() {
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

const toast = (title: string) => page.getByTestId('toast').filter({ hasText: title });

describe('accounts in the browser', () => {
  it('sends a signed-out visitor from /dashboard to /login', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(path()).toBe('/login');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'login');
  });

  it('shows every register validation message on an empty submit', async () => {
    await page.goto(`${server.url}/register?plan=free`);
    await page.getByRole('button', { name: 'Create free account' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Invalid email address']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
    expect(await page.getByLabel('First name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'register');
  });

  it('registers, lands on the dashboard with the first name and 1 scan left', async () => {
    await register(USER);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain(USER.first);
    expect(await page.getByTestId('stat-scans-remaining').textContent()).toBe('1');
    expect(await page.getByTestId('stat-plan').textContent()).toBe('Free');
    expect(await page.getByTestId('scans-progress-text').textContent()).toContain('0 of 1');
    await page.getByTestId('recent-empty').waitFor();
    const dashboardLink = page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Dashboard' });
    expect(await dashboardLink.getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'dashboard');
  });

  it('collapses the sidebar with Ctrl+B and remembers it in a cookie', async () => {
    const sidebar = page.locator('#app-sidebar');
    // The previous test left the page through a 390 px screenshot: wait for the desktop sidebar to be back.
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    const cookie = (await browser.context.cookies(server.url)).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const weekFromNow = Date.now() / 1000 + 7 * 24 * 3600;
    expect(Math.abs((cookie?.expires ?? 0) - weekFromNow)).toBeLessThan(600);
    // Collapsed icons get their label as a tooltip on hover.
    await sidebar.getByRole('link', { name: 'Analysis', exact: true }).hover();
    await page.getByRole('tooltip', { name: 'Analysis' }).waitFor();
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
  });

  it('opens the slide-out menu on a 390 px screen', async () => {
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await menu.getByRole('link', { name: 'Headshot Lift' }).waitFor();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('logs out to /login, rejects a wrong password with the Login failed toast', async () => {
    await logout();
    await login(USER.email, 'not-the-password');
    await toast('Login failed').waitFor();
    expect(await toast('Login failed').textContent()).toContain('Invalid login credentials');
    expect(path()).toBe('/login');
  });

  it('logs in with the right password: Login successful, then the dashboard', async () => {
    await login(`  ${USER.email.toUpperCase()} `, USER.password);
    await toast('Login successful').waitFor();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain(USER.first);
    expect(await page.getByTestId('stat-scans-remaining').textContent()).toBe('1');
  });

  it('returns a signed-out deep link to its page after login', async () => {
    await logout();
    const target = '/analysis/0b7c9a4e-2f1d-4c55-9a53-1f2a3b4c5d6e';
    await page.goto(`${server.url}${target}`);
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
    await login(USER.email, USER.password);
    await toast('Login successful').waitFor();
    await page.waitForURL(`**${target}`);
    expect(path()).toBe(target);
  });

  it('refuses a second registration with the same email', async () => {
    await logout();
    await register(USER);
    await toast('Email Already Registered').waitFor();
    await page.locator('#email-error').getByText(EMAIL_TAKEN, { exact: true }).waitFor();
    expect(path()).toBe('/register');
  });

  it('shows 404 Page Not Found for unknown paths and /error', async () => {
    for (const p of ['/no-such-page', '/error']) {
      const res = await page.goto(`${server.url}${p}`);
      // The screen says 404, and so does HTTP for a path that is no screen at all (/error is one).
      expect(res?.status(), p).toBe(p === '/error' ? 200 : 404);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    }
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
