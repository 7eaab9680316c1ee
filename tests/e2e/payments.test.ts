// Payments in Chromium against the real node entry (startServer: built dist/, PGlite, local auth,
// local checkout): free user -> /pricing -> Upgrade -> test-mode checkout -> Pay -> 'Payment Successful' -> Pro
// with the plan allowance; register with plan=pro -> payment-pending -> Complete Payment -> Pro; storage and
// cookies cleared on the checkout page -> the session comes back from the IndexedDB backup. Screenshots under
// test-results/.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, PLANS, PRO_SCANS } from '../../edge/core/plans.ts';
import {
  axeViolations,
  type LaunchedBrowser,
  launchBrowser,
  screenshotBoth,
  waitForApp,
  watchPage,
} from '../helpers/browser.ts';
import {
  clearPaymentBackup,
  paymentBackupCount,
  recordToasts,
  registerInBrowser,
  skipWelcomeTour,
} from '../helpers/payments-browser.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';

// The app's redirect carries the local checkout's token of this start (the page answers no one without it).
const CHECKOUT = /\/dev\/checkout\/cs_local_[0-9a-f]{32}\?token=[\w-]+$/;

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
const pageErrors: string[] = [];
let toastsSeen: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await skipWelcomeTour(browser.context);
  toastsSeen = await recordToasts(browser.context);
  page = await browser.newPage();
  watchPage(page, pageErrors);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const path = () => new URL(page.url()).pathname;
const toast = (title: string) => page.getByTestId('toast').filter({ hasText: title });
const payButton = () => page.getByRole('button', { name: `Pay ${formatPrice(PLANS.pro)} (test mode)` });

const register = (plan: 'free' | 'pro', first: string) => registerInBrowser(page, server.url, plan, first);

async function signOutEverywhere() {
  await browser.context.clearCookies();
  await page.goto(`${server.url}/login`);
  await page.evaluate(() => localStorage.clear());
}

/** From the pricing page's Pro card to the test-mode checkout. */
async function upgradeFromPricing() {
  await page.goto(`${server.url}/pricing`);
  toastsSeen.length = 0;
  const pro = page.locator('article[data-plan="pro"]');
  await pro.getByRole('button', { name: PLANS.pro.buttonText }).click();
  await page.waitForURL(CHECKOUT);
  expect(toastsSeen).toContainEqual(expect.stringMatching(/Success.*Taking you to checkout\.\.\./));
}

async function expectProOnDashboard() {
  await page.goto(`${server.url}/dashboard`);
  await expect.poll(() => page.getByTestId('stat-plan').textContent()).toBe(PLANS.pro.name);
  expect(await page.getByTestId('stat-scans-remaining').textContent()).toBe(String(PRO_SCANS));
  await page.getByRole('button', { name: 'Manage subscription' }).waitFor();
}

describe('payments in the browser', () => {
  it('shows /pricing: three plans, Pro most popular, comparison table, one-open FAQ and the call to action', async () => {
    await page.goto(`${server.url}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }).waitFor();
    const cards = page.locator('article[data-plan]');
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-plan')))).toEqual([
      'free',
      'pro',
      'enterprise',
    ]);
    expect(await page.locator('article[data-plan="pro"]').getByText('Most Popular').count()).toBe(1);
    expect(await page.getByText('Most Popular').count()).toBe(1);
    expect(
      await page
        .locator('article[data-plan="free"]')
        .getByText(/^Not included:/)
        .count(),
    ).toBeGreaterThan(0);
    const table = page.getByTestId('comparison-table');
    expect(await table.locator('tbody tr').first().locator('td').allTextContents()).toEqual([
      `${formatPrice(PLANS.free)} forever`,
      `${formatPrice(PLANS.pro)} per month`,
      'Custom',
    ]);

    // FAQ: the first answer open; opening another closes it; clicking the open one collapses it. The accordion is
    // the app's: on the prerendered page it answers once the app has hydrated it.
    await waitForApp(page);
    const faq = page.getByTestId('faq');
    const questions = faq.getByRole('button');
    expect(await questions.count()).toBe(5);
    const expanded = () => questions.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    await questions.nth(1).click();
    expect(await expanded()).toEqual(['false', 'true', 'false', 'false', 'false']);
    expect(await faq.getByRole('link', { name: 'See how we score' }).getAttribute('href')).toBe('/how-we-score');
    await questions.nth(1).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);

    expect(await page.getByRole('link', { name: 'Get Started Now' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Contact Sales' }).last().getAttribute('href')).toBe('/contact');
    const enterprise = page.locator('article[data-plan="enterprise"]').getByRole('link');
    expect(await enterprise.getAttribute('href')).toBe('/contact-sales');
    const free = page.locator('article[data-plan="free"]').getByRole('link');
    expect(await free.getAttribute('href')).toBe('/register?plan=free');
    expect(await axeViolations(page)).toEqual([]);
    await questions.nth(0).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, 'pricing');

    // Signed out, Pro goes to registration for Pro.
    await page.locator('article[data-plan="pro"]').getByRole('button', { name: PLANS.pro.buttonText }).click();
    await page.waitForURL('**/register?plan=pro');
  });

  it('free user: pricing -> Upgrade -> local checkout -> Pay -> Payment Successful -> Pro with the allowance', async () => {
    await register('free', 'Frida');
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('stat-plan').textContent()).toBe(PLANS.free.name);

    // When checkout cannot start, the user is told and stays on /pricing.
    await page.route('**/api/create-checkout-session', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`${server.url}/pricing`);
    await page.locator('article[data-plan="pro"]').getByRole('button', { name: PLANS.pro.buttonText }).click();
    await toast('Error').filter({ hasText: 'Failed to start upgrade process' }).waitFor();
    expect(path()).toBe('/pricing');
    await page.unroute('**/api/create-checkout-session');

    await upgradeFromPricing();
    await page.getByText('TEST MODE').first().waitFor();
    expect(await page.getByTestId('checkout-price').textContent()).toContain(formatPrice(PLANS.pro));
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'checkout-test-mode');

    await payButton().click();
    await page.waitForURL(/\/dashboard\?payment=success&session_id=cs_local_/);
    const alert = page.getByTestId('payment-success-alert');
    await alert.getByText('Payment Successful', { exact: true }).waitFor();
    expect(await alert.textContent()).toContain('Your Pro subscription is active');
    await screenshotBoth(page, 'dashboard-payment-success');
    // 3 s later the app moves on to the payment-complete screen of /analysis, which ends on /analysis.
    await page.waitForURL(/\/analysis\?from=payment/, { timeout: 10_000 });
    const complete = page.getByTestId('payment-complete');
    await complete.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect(await complete.textContent()).toContain('Your Pro subscription is now active');
    await screenshotBoth(page, 'payment-complete');
    await page.waitForURL((u) => u.pathname === '/analysis' && !u.search.includes('payment'), { timeout: 15_000 });

    await expectProOnDashboard();
    expect(await page.getByTestId('subscription-status').textContent()).toMatch(/^Renews on /);
    await screenshotBoth(page, 'dashboard-pro');
  });

  it('Manage subscription opens the (local) portal; cancelling there shows on the dashboard', async () => {
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await page.waitForURL(/\/dev\/billing-portal\/bps_local_/);
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect.poll(() => page.getByTestId('portal-status').textContent()).toMatch(/^Cancels on/);
    await page.getByRole('link', { name: 'Back to Profile Score' }).click();
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByTestId('subscription-status').textContent())
      .toMatch(/^Cancelled: Pro stays active/);
  });

  it('register with plan=pro -> checkout; abandoned -> payment-pending -> Complete Payment -> Pro', async () => {
    await signOutEverywhere();
    await register('pro', 'Petra');
    await page.waitForURL(CHECKOUT); // straight to checkout after registering
    await page.goto(`${server.url}/dashboard`); // leaves without paying
    await page.waitForURL('**/payment-pending');
    await page.getByRole('heading', { name: 'Payment Required' }).waitFor();
    for (const item of [`${PRO_SCANS} profile analyses per month`, 'AI insights and recommendations']) {
      await page.getByText(item, { exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'support@profilescore.app' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Force Create Account' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'payment-pending');

    await page.getByRole('button', { name: 'I Already Paid - Refresh Status' }).click();
    await page.getByRole('button', { name: 'Checking Payment...' }).waitFor();
    await page.getByRole('button', { name: 'I Already Paid - Refresh Status' }).waitFor({ timeout: 10_000 });
    expect(path()).toBe('/payment-pending'); // still unpaid after the reload

    await page.getByRole('button', { name: `Complete Payment (${formatPrice(PLANS.pro)})` }).click();
    await page.waitForURL(CHECKOUT);
    await payButton().click();
    await page.getByTestId('payment-success-alert').getByText('Payment Successful').waitFor();
    await expectProOnDashboard();
  });

  it('restores the session from the IndexedDB backup when storage and cookies are cleared during checkout', async () => {
    await signOutEverywhere();
    await register('free', 'Rosa');
    await page.waitForURL('**/dashboard');
    await upgradeFromPricing();
    expect(await paymentBackupCount(page)).toBe(1);
    await page.evaluate(() => localStorage.clear());
    await browser.context.clearCookies();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await payButton().click();
    await page.getByTestId('payment-success-alert').getByText('Payment Successful').waitFor();
    expect(await page.getByTestId('welcome').textContent()).toContain('Rosa');
    expect(await paymentBackupCount(page)).toBe(0); // used once, then discarded
    await expectProOnDashboard();
  });

  it('without a backup the return reports it and lands signed out', async () => {
    await signOutEverywhere();
    await register('free', 'Nora');
    await page.waitForURL('**/dashboard');
    await upgradeFromPricing();
    await page.evaluate(() => localStorage.clear());
    await clearPaymentBackup(page);
    await payButton().click();
    await toast('Error').filter({ hasText: 'No session found after recovery attempt' }).waitFor();
    await page.waitForURL('**/login');
  });

  it('adopts access_token and refresh_token from the URL, and sends bad ones to login', async () => {
    await signOutEverywhere();
    await register('free', 'Tina');
    await page.waitForURL('**/dashboard');
    const tokens = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      const s = JSON.parse(localStorage.getItem(key)!);
      return { access: s.access_token as string, refresh: s.refresh_token as string };
    });
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/dashboard?access_token=${tokens.access}&refresh_token=${tokens.refresh}`);
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain('Tina');
    expect(new URL(page.url()).search).toBe('');

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/dashboard?access_token=not-a-token&refresh_token=nope`);
    await page.waitForURL('**/login?**');
    await page.getByText('Session expired. Please log in again.').first().waitFor();
  });

  it('shows the delayed state after 20 polls, then counts down to /analysis', async () => {
    await signOutEverywhere();
    await register('free', 'Dora'); // free, and no payment will ever arrive for her
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/analysis?from=payment`);
    const complete = page.getByTestId('payment-complete');
    await complete.getByRole('heading', { name: 'Processing your payment...' }).waitFor();
    await complete.getByText('Your payment is still being processed. This may take a few moments.').waitFor({
      timeout: 30_000,
    });
    expect(await page.getByTestId('payment-countdown').textContent()).toMatch(/^Redirecting in (10|9) seconds/);
    await screenshotBoth(page, 'payment-delayed');
    await page.waitForURL((u) => u.pathname === '/analysis' && u.search === '', { timeout: 15_000 });
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
