// Debian's Chromium driven by playwright-core (never `npx playwright install`: no browser downloads).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };
export const SCREENSHOT_DIR = resolve('test-results');
/** Flags for every Chromium we start (Playwright here, Lighthouse in tests/bench/lighthouse.ts). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A fresh persistent profile per launch (own storage, cookies and service workers), removed on close.
 * The signed-in app's welcome tour (a modal 1 s after the first load) is switched off unless a test asks for it.
 */
export async function launchBrowser(opts: { welcomeTour?: boolean } = {}): Promise<LaunchedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'ps-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: DESKTOP,
    args: CHROMIUM_FLAGS,
  });
  if (!opts.welcomeTour) {
    // Same key as TOUR_OPT_OUT_KEY in web/features/welcome-tour/tour-storage.ts.
    await context.addInitScript(() => {
      try {
        localStorage.setItem('profile-score:welcome-tour:v1:*', 'off');
      } catch {
        // about:blank and opaque origins have no storage; nothing to switch off there.
      }
    });
  }
  return {
    context,
    async newPage(viewport = DESKTOP) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the app owns the page: a prerendered public page paints before the app has started, and until it has
 * hydrated, links and forms behave as plain HTML (a section link jumps without moving focus).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((k) => k.startsWith('__reactProps$')),
  );
  // Hydration marks the elements as it renders; its commit (effects, focus handling) follows within a frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/**
 * Saves `test-results/<name>-desktop.png` and `<name>-390.png` of the page's current URL; the viewport is
 * restored afterwards. Returns the file paths. `fullPage: false` captures the viewport only (a modal dialog:
 * a full-page capture stretches the page under a backdrop that covers one viewport).
 */
export async function screenshotBoth(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  const files: string[] = [];
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    // Let layout settle at the new width (media queries, the sidebar's mobile switch) before capturing.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const file = join(SCREENSHOT_DIR, `${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage: opts.fullPage ?? true, animations: 'disabled' });
    files.push(file);
  }
  await page.setViewportSize(original);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return files;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  targets: string[];
}

let axeSource: string | undefined;

/** Runs axe-core (WCAG 2.x A and AA rules) in the page; returns the violations, compact enough to print. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the devtools protocol, not a <script> tag: the app's CSP (rightly) blocks inline scripts.
  axeSource ??= readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Toasts and menus fade in: mid-animation text is translucent and axe would measure a contrast the user never
    // gets to read. Let finite animations end first (spinners loop forever and are left alone).
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
    await Promise.all(finite.map((a) => a.finished.catch(() => {})));
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<any> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n: any) => String(n.target)),
    }));
  });
}

/** Collects the page's uncaught errors, and (when given a list) CSP violations, which Chromium reports on the console. */
export function watchPage(page: Page, pageErrors: string[], cspViolations?: string[]): void {
  page.on('pageerror', (err) => pageErrors.push(err.message));
  if (!cspViolations) return;
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text().slice(0, 200));
  });
}
