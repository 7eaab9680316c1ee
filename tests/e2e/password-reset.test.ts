// Password reset in Chromium against the real node entry (built dist/, PGlite, local auth, local
// outbox): forgot password -> the mail in /dev/mail.json -> the link -> a new password -> /login after 3 s ->
// the new password works and the old one fails; used, unknown, malformed and missing tokens -> invalid state.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type LaunchedBrowser, launchBrowser, screenshotBoth, watchPage } from '../helpers/browser.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';

const EMAIL = `reset.e2e.${Date.now()}@example.com`;
const OLD = 'original-passphrase-1';
const NEW = 'brand-new-passphrase-2';
const INVALID = 'Invalid or expired password reset link.';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
let link = '';
const pageErrors: string[] = [];
const cspViolations: string[] = [];

const toast = (title: string) => page.getByTestId('toast').filter({ hasText: title });
const path = () => new URL(page.url()).pathname;

interface OutboxJson {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

async function mailTo(to: string): Promise<OutboxJson | undefined> {
  const list = (await (
    await fetch(`${server.url}/dev/mail.json?token=${server.pageTokens.mail}`)
  ).json()) as OutboxJson[];
  return list.find((m) => m.to === to);
}

beforeAll(async () => {
  server = await startServer();
  // The account, made the way the app makes it: sign up with the auth service, then the first API call.
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'local-anon-key' },
    body: JSON.stringify({ email: EMAIL, password: OLD, data: { first_name: 'Reset', last_name: 'Tester' } }),
  });
  const { access_token } = (await signup.json()) as { access_token: string };
  expect((await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(
    200,
  );
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors, cspViolations);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('password reset in the browser', () => {
  it('reaches /forgot-password from the login page and validates the address', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'forgot-password');
  });

  it('sends the link: success screen, toast, and the mail in the outbox', async () => {
    await page.getByLabel('Email', { exact: true }).fill(`  ${EMAIL.toUpperCase()}  `);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Email sent successfully!' }).waitFor();
    await page.getByText('Check your inbox for the password reset link', { exact: true }).waitFor();
    await toast('Reset link sent').getByText('Check your email for password reset instructions').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'forgot-password-sent');

    await expect.poll(() => mailTo(EMAIL), { timeout: 15_000 }).toBeTruthy();
    const mail = (await mailTo(EMAIL))!;
    expect(mail.subject).toBe('Reset your Profile Score password');
    link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(mail.html).toContain(link);

    await page.getByRole('button', { name: 'Try another email' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL('**/login');
  });

  it('answers an unknown address with the same success screen and sends nothing', async () => {
    const stranger = `nobody.${Date.now()}@example.com`;
    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('Email', { exact: true }).fill(stranger);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Email sent successfully!' }).waitFor();
    // The known address's mail went out within the same time; give this one the same chance, then check.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await mailTo(stranger)).toBeUndefined();
  });

  it('opens the link, validates, and sets the new password; /login follows after 3 s', async () => {
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'reset-password');

    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be less than 100 characters', { exact: true }).waitFor();

    // Each field has its own show/hide toggle.
    const field = page.getByLabel('New Password', { exact: true });
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show new password' }).click();
    expect(await field.getAttribute('type')).toBe('text');
    expect(await page.getByLabel('Confirm Password', { exact: true }).getAttribute('type')).toBe('password');

    await field.fill(NEW);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Your password has been reset successfully!' }).waitFor();
    await page.getByText('Redirecting to login page...', { exact: true }).waitFor();
    await toast('Success!').getByText('Your password has been reset successfully.').waitFor();
    // The success screen stays up (the redirect is timed, not immediate) ...
    expect(path()).toBe('/reset-password');
    // ... and then the login page opens.
    await page.waitForURL('**/login', { timeout: 10_000 });
  });

  it('signs in with the new password and not with the old one', async () => {
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(OLD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast('Login failed').waitFor();
    expect(path()).toBe('/login');

    await page.getByLabel('Password', { exact: true }).fill(NEW);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast('Login successful').waitFor();
    await page.waitForURL('**/dashboard');
  });

  it('shows the invalid state for a used, unknown, malformed or missing token', async () => {
    const origin = new URL(link).origin;
    for (const url of [
      link,
      `${origin}/reset-password?token=${'A'.repeat(43)}`,
      `${origin}/reset-password?token=%3Cscript%3E`,
    ]) {
      await page.goto(url);
      await page.getByRole('heading', { name: INVALID }).waitFor();
      await toast('Invalid or expired token').getByText('Please request a new password reset link.').waitFor();
      expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
    }
    await page.goto(`${origin}/reset-password`);
    await page.getByRole('heading', { name: INVALID }).waitFor();
    await page.getByText('Please request a new password reset link.', { exact: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'reset-password-invalid');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/forgot-password');
  });

  it('lists the mail on the /dev/mail page', async () => {
    // The link the terminal shows (it carries this start's token).
    await page.goto(server.outboxUrl!);
    await page.getByRole('heading', { name: 'Local mail outbox' }).waitFor();
    await page.getByText(`To ${EMAIL}`).first().waitFor();
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
