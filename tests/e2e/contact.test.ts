// The contact forms in Chromium, plus the company pages: /contact and /contact-sales show field errors,
// then store the request and mail it (seen in /dev/mail.json); /about, /blog, /privacy and /cookies render,
// pass axe, and are captured at desktop and 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  type LaunchedBrowser,
  launchBrowser,
  screenshotBoth,
  waitForApp,
  watchPage,
} from '../helpers/browser.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
const pageErrors: string[] = [];
const cspViolations: string[] = [];

interface OutboxJson {
  to: string;
  subject: string;
  text: string;
}

async function outbox(): Promise<OutboxJson[]> {
  return (await (await fetch(`${server.url}/dev/mail.json?token=${server.pageTokens.mail}`)).json()) as OutboxJson[];
}

beforeAll(async () => {
  server = await startServer({ env: { SUPPORT_EMAIL: 'help@acme.test', SALES_EMAIL: 'deals@acme.test' } });
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors, cspViolations);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('contact forms', () => {
  it('shows a message on every field of an empty contact form', async () => {
    await page.goto(`${server.url}/contact`);
    await page.getByRole('heading', { name: 'Contact us', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const m of [
      'Please enter your name',
      'Please enter a valid email address',
      'Please choose a topic',
      'Please write at least 10 characters',
    ]) {
      await page.getByText(m, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('name');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'contact-errors');
  });

  it('sends a contact message: confirmation on screen, mail to the support address', async () => {
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await page.getByLabel('Topic', { exact: true }).selectOption('Bug report');
    await page.getByLabel('Message', { exact: true }).fill('The upload button does nothing on my phone.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await page.getByText("We've received your message", { exact: false }).waitFor();
    await screenshotBoth(page, 'contact-sent');
    await expect
      .poll(async () => (await outbox()).find((m) => m.to === 'help@acme.test'), { timeout: 15_000 })
      .toBeTruthy();
    const mail = (await outbox()).find((m) => m.to === 'help@acme.test')!;
    expect(mail.subject).toBe('[Profile Score] Contact: Bug report');
    expect(mail.text).toContain('The upload button does nothing on my phone.');
    expect(mail.text).toMatch(/Reference: [0-9a-f-]{36}/);
  });

  it('sends a sales enquiry to the sales address, after field errors', async () => {
    await page.goto(`${server.url}/contact-sales`);
    await page.getByRole('heading', { name: 'Talk to sales', level: 1 }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Alan Turing');
    await page.getByLabel('Work email', { exact: true }).fill('alan@bletchley.example');
    await page.getByRole('button', { name: 'Contact Sales' }).click();
    await page.getByText('Please enter your company name', { exact: true }).waitFor();
    await page.getByText('Please choose your team size', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'contact-sales');
    await page.getByLabel('Company', { exact: true }).fill('Bletchley Park');
    await page.getByLabel('Team size', { exact: true }).selectOption('51-200');
    await page.getByLabel('How can we help your team?', { exact: true }).fill('Team dashboards for 120 coaches.');
    await page.getByRole('button', { name: 'Contact Sales' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    await expect
      .poll(async () => (await outbox()).find((m) => m.to === 'deals@acme.test'), { timeout: 15_000 })
      .toBeTruthy();
    const mail = (await outbox()).find((m) => m.to === 'deals@acme.test')!;
    expect(mail.subject).toBe('[Profile Score] Sales enquiry from Alan Turing (Bletchley Park)');
    expect(mail.text).toContain('Team size: 51-200');
  });
});

describe('company pages', () => {
  const pages: [string, string, string][] = [
    ['/about', 'We help people get found for the work they do best', 'about'],
    ['/blog', 'Improve your LinkedIn profile', 'blog'],
    ['/privacy', 'Privacy Policy', 'privacy'],
    ['/cookies', 'Cookies and local storage', 'cookies'],
  ];

  for (const [url, heading, shot] of pages) {
    it(`renders ${url}`, async () => {
      await page.goto(`${server.url}${url}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, shot);
    });
  }

  it('says on /privacy that the PDF is never stored and how to delete data', async () => {
    await page.goto(`${server.url}/privacy`);
    // This server's support address differs from the one the page was prerendered with: the app shows its own.
    await waitForApp(page);
    await page.getByRole('heading', { name: 'What we never store' }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('The file itself.');
    expect(text).toContain('When you delete your account');
    expect(text).toContain('help@acme.test');
  });

  it('lists at least three articles on /blog and opens one', async () => {
    await page.goto(`${server.url}/blog`);
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const title = ((await links.nth(1).textContent()) ?? '').trim();
    await links.nth(1).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    expect(await page.locator('article h2').count()).toBeGreaterThan(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'blog-article');
    await page.goto(`${server.url}/blog/no-such-article`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
