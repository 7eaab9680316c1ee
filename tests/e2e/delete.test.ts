import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { axeViolations, type LaunchedBrowser, launchBrowser, screenshotBoth, watchPage } from '../helpers/browser.ts';
import { deviceRows, focusInside, seedDeviceFile, storedSession } from '../helpers/delete-page.ts';

const USER = { first: 'Erin', last: 'Delete', email: `erin.delete.${Date.now()}@example.com`, password: 'forget-me-9' };

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let session: { token: string; userId: string };
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

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
  });
const toast = (title: string) => page.getByTestId('toast').filter({ hasText: title });
const path = () => new URL(page.url()).pathname;

describe('deleting from the UI', () => {
  let analysisId = '';

  it('deletes an analysis from its page: gone from the dashboard, the API and the device', async () => {
    await registerFree(page, server.url, USER);
    session = await storedSession(page);
    const res = await api('/analyze', {
      method: 'POST',
      body: JSON.stringify({ profile: fixtureInput('strong'), file_type: 'pdf' }),
    });
    expect(res.status).toBe(201);
    analysisId = ((await res.json()) as { analysis: { id: string } }).analysis.id;

    await page.goto(`${server.url}/analysis/${analysisId}`);
    await page.getByTestId('result').waitFor();
    await seedDeviceFile(page, analysisId, session.userId);
    expect(await deviceRows(page, analysisId, session.userId)).toMatchObject({ analysis: true, file: true });

    const open = page.getByRole('button', { name: 'Delete analysis' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this analysis?' });
    await dialog.waitFor();
    // The safe choice has focus; Tab and Shift+Tab stay inside; Escape closes and gives focus back.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInside(page, 'delete-analysis-dialog')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);

    await open.click();
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'delete-analysis-dialog', { fullPage: false });

    // Offline, the request fails: the dialog stays, says why (inside it, not under the backdrop), deletes nothing.
    await browser.context.setOffline(true);
    await dialog.getByRole('button', { name: 'Delete analysis' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Check your connection' }).waitFor();
    await browser.context.setOffline(false);
    expect((await api(`/analyses/${analysisId}`)).status).toBe(200);
    expect(path()).toBe(`/analysis/${analysisId}`);

    await dialog.getByRole('button', { name: 'Delete analysis' }).click();
    await page.waitForURL('**/dashboard');
    await toast('Analysis deleted').waitFor();
    await page.getByTestId('recent-empty').waitFor();
    expect(await page.locator(`a[href="/analysis/${analysisId}"]`).count()).toBe(0);

    expect((await api(`/analyses/${analysisId}`)).status).toBe(404);
    expect(await (await api('/analyses')).json()).toEqual({ analyses: [], next_cursor: null });
    expect(await deviceRows(page, analysisId, session.userId)).toMatchObject({ analysis: false, file: false });
    expect((await deviceRows(page, analysisId, session.userId)).listed).toBe(false);
  });

  it('deletes the account after the email is typed: lands on /, signs out, frees the email', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    const email = dialog.getByLabel('Type your email to confirm');
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await confirm.isDisabled()).toBe(true);
    await email.fill('someone.else@example.com');
    expect(await confirm.isDisabled()).toBe(true);
    await email.fill(USER.email.toUpperCase());
    expect(await confirm.isDisabled()).toBe(false);
    await email.fill(USER.email);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await focusInside(page, 'delete-account-dialog')).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'delete-account-dialog', { fullPage: false });

    await confirm.click();
    await toast('Account deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await api('/me')).status).toBe(401);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /^sb-.*-auth-token$/.test(k)))).toEqual(
      [],
    );
    expect(await deviceRows(page, analysisId, session.userId)).toEqual({
      analysis: false,
      file: false,
      listed: false,
      list: false,
      me: false,
    });

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast('Login failed').waitFor();
    expect(path()).toBe('/login');

    await registerFree(page, server.url, USER);
    expect(path()).toBe('/dashboard');
    expect((await storedSession(page)).userId).not.toBe(session.userId);
    expect(pageErrors).toEqual([]);
  });
});
