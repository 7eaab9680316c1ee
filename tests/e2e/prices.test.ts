// Every price and allowance shown on the landing page, /pricing, /register and
// /payment-pending equals edge/core/plans.ts, read from the rendered DOM. Run twice: on the real build, and on a
// build made here with different figures in plans.ts (a Vite transform of that one file), which must show the new
// figures everywhere and none of the old ones. Plus no web source writes a price or an allowance itself.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../edge/core/plans.ts';
import { startAppServer } from '../helpers/app-server.ts';
import { type LaunchedBrowser, launchBrowser } from '../helpers/browser.ts';
import { skipWelcomeTour } from '../helpers/payments-browser.ts';
import { CLEAN, compareFigures, type Expected, figuresOnPage } from '../helpers/prices.ts';

const REAL: Expected = {
  prices: [PLANS.free.price, PLANS.pro.price].filter((p): p is number => p !== null),
  scans: [PLANS.free.scans, PLANS.pro.scans].filter((s): s is number => s !== null),
};
// Different from the real figures and from each other, so any figure written anywhere by hand shows up.
const CHANGED = { FREE_SCAN_COUNT: 3, PRO_SCAN_COUNT: 25, PRO_PRICE_USD: 29 };
const MODIFIED: Expected = {
  prices: [0, CHANGED.PRO_PRICE_USD],
  scans: [CHANGED.FREE_SCAN_COUNT, CHANGED.PRO_SCAN_COUNT],
};

function changedPlans(source: string): string {
  let replaced = 0;
  const out = source.replace(/const (FREE_SCAN_COUNT|PRO_SCAN_COUNT|PRO_PRICE_USD) = \d+;/g, (_, name: string) => {
    replaced++;
    return `const ${name} = ${CHANGED[name as keyof typeof CHANGED]};`;
  });
  if (replaced !== 3) throw new Error(`expected 3 figures in plans.ts, replaced ${replaced}`);
  return out;
}

let work: string;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ps-prices-'));
  browser = await launchBrowser();
  await skipWelcomeTour(browser.context);
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Visits the four screens (a new Pro registration for /payment-pending) and compares what each shows. */
async function checkScreens(url: string, expected: Expected, pro: { price: number; scans: number }) {
  const results: Record<string, ReturnType<typeof compareFigures>> = {};
  const must = { prices: [pro.price], scans: [pro.scans] };

  await page.goto(`${url}/`);
  await page.locator('article[data-plan="pro"]').waitFor();
  results.landing = compareFigures(await figuresOnPage(page), expected, {
    prices: expected.prices,
    scans: expected.scans,
  });

  await page.goto(`${url}/pricing`);
  await page.getByTestId('comparison-table').waitFor();
  results.pricing = compareFigures(await figuresOnPage(page), expected, {
    prices: expected.prices,
    scans: expected.scans,
  });

  await page.goto(`${url}/register?plan=free`);
  await page.getByRole('button', { name: 'Create free account' }).waitFor();
  results.registerFree = compareFigures(await figuresOnPage(page), expected, {});

  await page.goto(`${url}/register?plan=pro`);
  await page.getByRole('button', { name: 'Create account and continue' }).waitFor();
  results.registerPro = compareFigures(await figuresOnPage(page), expected, must);

  const email = `prices.${Date.now()}@example.com`;
  await page.getByLabel('First name', { exact: true }).fill('Price');
  await page.getByLabel('Last name', { exact: true }).fill('Checker');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('figures-from-plans');
  await page.getByLabel('Confirm password', { exact: true }).fill('figures-from-plans');
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await page.waitForURL(/\/dev\/checkout\//);
  await page.goto(`${url}/payment-pending`);
  await page.getByRole('heading', { name: 'Payment Required' }).waitFor();
  results.paymentPending = compareFigures(await figuresOnPage(page), expected, must);
  expect(await page.getByRole('button', { name: `Complete Payment ($${pro.price})` }).count()).toBe(1);

  await browser.context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  return results;
}

const allClean = (results: Record<string, unknown>) => Object.fromEntries(Object.keys(results).map((k) => [k, CLEAN]));

describe('prices and allowances come from plans.ts', () => {
  it('the real build shows exactly the figures of plans.ts', async () => {
    const server = await startAppServer();
    try {
      const results = await checkScreens(server.url, REAL, { price: PLANS.pro.price!, scans: PLANS.pro.scans! });
      expect(results).toEqual(allClean(results));
    } finally {
      await server.close();
    }
  });

  it('a build with other figures in plans.ts shows the new figures on every screen, and none of the old', async () => {
    const outDir = join(work, 'dist-changed');
    await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'changed-plans',
          enforce: 'pre',
          transform(code, id) {
            return id.replace(/\?.*$/, '').endsWith('/edge/core/plans.ts') ? changedPlans(code) : undefined;
          },
        },
      ],
    });
    const server = await startAppServer(outDir);
    try {
      const results = await checkScreens(server.url, MODIFIED, {
        price: CHANGED.PRO_PRICE_USD,
        scans: CHANGED.PRO_SCAN_COUNT,
      });
      expect(results).toEqual(allClean(results));
    } finally {
      await server.close();
    }
  });

  it('no web source writes a price or an allowance by hand', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && name !== 'routeTree.gen.ts') {
          readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments may quote figures
              if (/\$\d|\b\d+\s+(?:profile\s+)?analys(?:es|is)\b/i.test(line)) offenders.push(`${file}:${i + 1}`);
            });
        }
      }
    };
    walk(resolve('web'));
    expect(offenders).toEqual([]);
  });
});
