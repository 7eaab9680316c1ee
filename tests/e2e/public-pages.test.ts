// Signed out: the public pages in Chromium against the real node entry (built dist/,
// PGlite): key strings and behaviours (anchors, headshot colours), axe-core with 0 violations on each, head tags,
// and screenshots at 1280 and 390 px under test-results/. Signed-in behaviour: welcome-tour.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, PLANS } from '../../edge/core/plans.ts';
import { rubricCatalog } from '../../edge/core/rubric/catalog-export.ts';
import {
  axeViolations,
  type LaunchedBrowser,
  launchBrowser,
  MOBILE,
  screenshotBoth,
  waitForApp,
  watchPage,
} from '../helpers/browser.ts';
import { expectScrolledTo, expectSeo } from '../helpers/page-checks.ts';
import { startServer } from '../helpers/server.ts';

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

const mainNav = () => page.getByRole('navigation', { name: 'Main' });

async function expectAccessible() {
  expect(await axeViolations(page)).toEqual([]);
}

describe('public pages, signed out', () => {
  it('landing: navigation, hero, features, steps, plans from plans.ts, footer', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: /Score your LinkedIn profile/ }).waitFor();
    for (const label of ['Features', 'How It Works', 'Pricing']) {
      expect(await mainNav().getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(
        `/#${label.toLowerCase().replaceAll(' ', '-')}`,
      );
    }
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Get Started', exact: true }).waitFor();
    expect(await page.getByTestId('sample-score').textContent()).toBe('95/100');

    const features = page.locator('#features');
    for (const name of ['Profile Scoring', 'Headline Optimization', 'About Section Review', 'Smart Recommendations']) {
      await features.getByRole('heading', { name, exact: true }).waitFor();
    }
    expect(await features.getByRole('heading', { name: /Photo Analysis/ }).textContent()).toContain('Coming soon');

    const steps = await page.locator('#how-it-works ol > li h3').allTextContents();
    expect(steps).toEqual(['Upload Your Profile', 'AI Analyzes', 'You Get Results']);

    for (const plan of Object.values(PLANS)) {
      const card = page.locator(`[data-plan="${plan.id}"]`);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(plan.name);
      expect(await card.textContent()).toContain(formatPrice(plan));
    }
    expect(await page.locator('[data-plan="pro"]').textContent()).toContain('Most Popular');
    const cta = (id: string) => page.locator(`[data-plan="${id}"]`).getByRole('link');
    expect(await cta('free').getAttribute('href')).toBe('/register?plan=free');
    expect(await cta('pro').getAttribute('href')).toBe('/register?plan=pro');
    expect(await cta('enterprise').getAttribute('href')).toBe('/contact-sales');
    // No price other than the plan table's anywhere on the page (docs/design.md 9.1).
    const prices = (await page.locator('main').textContent())?.match(/\$\d+/g) ?? [];
    expect(new Set(prices)).toEqual(new Set(['$0', `$${PLANS.pro.price}`]));

    const footer = page.getByRole('contentinfo');
    const hrefs: Record<string, string> = {
      About: '/about',
      Blog: '/blog',
      Contact: '/contact',
      'Privacy Policy': '/privacy',
      'Terms of Service': '/terms-of-service',
      'How we score': '/how-we-score',
    };
    for (const [name, href] of Object.entries(hrefs)) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await expectSeo(page, server.url, '/', 'Profile Score');
    const og = await fetch(`${server.url}/og-image.jpg`);
    expect(og.headers.get('content-type')).toBe('image/jpeg');
    await expectAccessible();
    await screenshotBoth(page, 'landing');
  });

  it('landing: nav anchors, Get Started and Analyze My Profile scroll to their sections', async () => {
    await page.goto(`${server.url}/`);
    await waitForApp(page);
    await mainNav().getByRole('link', { name: 'Features', exact: true }).click();
    await expectScrolledTo(page, 'features');
    expect(new URL(page.url()).hash).toBe('#features');
    // Focus follows the jump, so Tab continues from the section.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('features-title');

    await mainNav().getByRole('link', { name: 'How It Works', exact: true }).click();
    await expectScrolledTo(page, 'how-it-works');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Analyze My Profile' }).click();
    await expectScrolledTo(page, 'pricing');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expectScrolledTo(page, 'pricing');
  });

  it('landing at 390 px: the menu button opens the section links and closes on a jump', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${server.url}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    // The menu button is the app's: on the prerendered page it answers once the app has hydrated it.
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Login' }).waitFor();
    await expectAccessible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await menu.waitFor({ state: 'hidden' });
    await expectScrolledTo(page, 'pricing');
    // The smallest supported width fits without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('/terms-of-service: 12 sections, effective September 5 2025, every fact of the spec', async () => {
    await page.goto(`${server.url}/terms-of-service`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.locator('time').textContent()).toBe('September 5, 2025');
    const sections = await page.locator('article section h2').allTextContents();
    expect(sections).toHaveLength(12);
    expect(sections[0]).toMatch(/^1\. /);
    expect(sections[11]).toMatch(/^12\. /);
    const text = (await page.locator('article').textContent()) ?? '';
    for (const fact of [
      'at least 16 years old',
      'not refundable once an analysis has begun',
      'renew automatically',
      'the amount you paid us in the 6 months',
      'opt out of arbitration by telling us in writing within 30 days',
      'major credit cards and PayPal',
      'pay by invoice',
      'A downgrade or cancellation takes effect at the end of the current billing cycle',
      'An upgrade takes effect immediately',
      'analyses the PDF documents you upload',
      `${formatPrice(PLANS.pro)} per month, with ${PLANS.pro.scans} analyses`,
    ]) {
      expect(text).toContain(fact);
    }
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: '7. Refunds' }).click();
    await expectScrolledTo(page, 'refunds');
    await expectSeo(page, server.url, '/terms-of-service', 'Terms of Service');
    await expectAccessible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, 'terms-of-service');
  });

  it('/terms redirects to /terms-of-service; header anchors lead back to /#section', async () => {
    await page.goto(`${server.url}/terms`);
    await page.waitForURL('**/terms-of-service');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await mainNav().getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/' && u.hash === '#pricing');
    await expectScrolledTo(page, 'pricing');
  });

  it('/headshot-lift: coming soon, five placeholder scores, bar colours by threshold', async () => {
    await page.goto(`${server.url}/headshot-lift`);
    await page.getByRole('heading', { level: 1, name: 'Professional Headshot Lift' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Coming Soon' }).waitFor();
    const expected = [
      ['professionalScore', 'Professional Quality', 75, 'yellow'],
      ['lightingScore', 'Lighting & Composition', 68, 'yellow'],
      ['backgroundScore', 'Background & Setting', 72, 'yellow'],
      ['expressionScore', 'Facial Expression', 88, 'green'],
      ['attireScore', 'Dress Code & Attire', 85, 'green'],
    ] as const;
    for (const [key, label, score, tone] of expected) {
      const row = page.getByTestId(`headshot-${key}`);
      expect(await row.textContent()).toBe(`${label}${score} out of 100`);
      const bar = row.locator('[data-tone]');
      expect(await bar.getAttribute('data-tone')).toBe(tone);
      expect(await bar.evaluate((el) => (el as HTMLElement).style.width)).toBe(`${score}%`);
    }
    // The rendered colours, not just the attribute: hue of green (emerald) vs yellow.
    const hue = (key: string) =>
      page
        .getByTestId(`headshot-${key}`)
        .locator('[data-tone]')
        .evaluate((el) => {
          const c = getComputedStyle(el).backgroundColor;
          const m = /oklch\([\d.]+ [\d.]+ ([\d.]+)/.exec(c);
          return m ? Number(m[1]) : Number.NaN;
        });
    expect(await hue('expressionScore')).toBeGreaterThan(140);
    expect(await hue('expressionScore')).toBeLessThan(175);
    expect(await hue('professionalScore')).toBeGreaterThan(75);
    expect(await hue('professionalScore')).toBeLessThan(105);
    await expectSeo(page, server.url, '/headshot-lift', 'Professional Headshot Lift');
    await expectAccessible();
    await screenshotBoth(page, 'headshot-lift');
  });

  it('/how-we-score: every part weight, check, gate and word list of the rubric, with sources', async () => {
    const catalog = rubricCatalog();
    await page.goto(`${server.url}/how-we-score`);
    await page.getByRole('heading', { level: 1, name: 'How we score your profile' }).waitFor();
    for (const section of catalog.sections) {
      const el = page.locator(`section#${section.id}`);
      await el.getByRole('heading', { level: 2, name: section.label, exact: true }).waitFor();
      expect(await el.textContent()).toContain(`${section.weight}% of the overall score`);
      expect(await el.locator('[data-check]').count()).toBe(section.checks.length);
      expect(await el.locator(`[data-gates="${section.id}"] li`).count()).toBe(section.gates.length);
    }
    const lists = page.locator('#word-lists details');
    expect(await lists.count()).toBe(catalog.languages.length);
    await lists.first().locator('summary').click();
    expect(await lists.first().textContent()).toContain(catalog.languages[0].lists[0].words[0]);
    const first = catalog.sections[0].checks[0];
    const card = page.locator(`[data-check="${first.id}"]`);
    expect(await card.textContent()).toContain(first.rule);
    expect(await card.textContent()).toContain(`${first.max} points`);
    const source = catalog.sources[0];
    expect(await page.locator(`#source-${source.id} a`).getAttribute('href')).toBe(source.url);
    await expectSeo(page, server.url, '/how-we-score', 'How we score');
    await expectAccessible();
    await screenshotBoth(page, 'how-we-score');
  });

  it('/error and unknown paths say 404 Page Not Found', async () => {
    for (const p of ['/error', '/definitely-not-a-page']) {
      await page.goto(`${server.url}${p}`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await expectAccessible();
    }
    await screenshotBoth(page, 'not-found');
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
