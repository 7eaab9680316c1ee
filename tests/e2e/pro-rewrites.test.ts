// A real export in Chromium with the embedded default (no LLM), first as a free user, then as Pro. Free: the
// suggestions and rewrites stay blurred and the server sends none of their text. Pro: each section shows the
// analysis's own personal suggestions with their points, role rewrites stand beside the current text with a Copy
// button, and the printed report (read back with pdftotext) and the Markdown download carry the same suggestions
// and the saved job-ad match. The Pro plan is bought through the local checkout; the profile is parsed here and
// sent as the upload trip would send it (that trip has its own test).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, PLANS } from '../../edge/core/plans.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import {
  axeViolations,
  DESKTOP,
  type LaunchedBrowser,
  launchBrowser,
  MOBILE,
  SCREENSHOT_DIR,
  watchPage,
} from '../helpers/browser.ts';
import { accessToken } from '../helpers/pwa.ts';

// A modern export with role descriptions worth reworking and an About with room to grow.
const EXPORT = resolve('../shared/fixtures/linkedin-pdf/linkedin-profile-reader__anna-marie_Profile.pdf');
const USER = { first: 'Rosa', last: 'Quintero', email: `rosa.${Date.now()}@example.com`, password: 'rewrite-2026' };
const AD =
  'Vice President of Communications. You lead media relations, brand strategy, crisis communications and executive communications; digital marketing and a team of writers.';
const SECTIONS = ['headline', 'about', 'experience', 'skills', 'education'] as const;

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let work: string;
let profile: Profile;
let freeRaw = '';
const suggestions: string[] = [];
const pageErrors: string[] = [];
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  if (!existsSync(EXPORT)) return;
  work = mkdtempSync(join(tmpdir(), 'ps-e2e-pro-'));
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors);
  const { parseFile } = await import('../../edge/adapters/node/parse-file.ts');
  profile = await parseFile(EXPORT);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function analyze(): Promise<{ status: number; raw: string }> {
  const token = await accessToken(page);
  const res = await fetch(`${server.url}/api/analyze`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ profile, file_type: 'pdf', target_role: AD }),
  });
  return { status: res.status, raw: await res.text() };
}

async function download(button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFileSync((await file.path()) ?? '', 'utf8');
}

describe.skipIf(!existsSync(EXPORT))('personal suggestions and rewrites on a real export', () => {
  it('a free user sees them blurred, and the server sends none of their text', async () => {
    await registerFree(page, server.url, USER);
    const { status, raw } = await analyze();
    expect(status).toBe(201);
    freeRaw = raw;
    const { analysis } = JSON.parse(raw);
    expect(analysis.locked).toBe(true);
    expect(analysis.pro).toBeNull();
    for (const id of SECTIONS) expect(analysis.sections[id].suggestions).toBeNull();
    await page.goto(`${server.url}/analysis/${analysis.id}`);
    await page.getByTestId('locked-panel').first().waitFor();
    expect(await page.getByTestId('locked-panel').count()).toBe(SECTIONS.length);
    expect(await page.getByTestId('rewrite-pair').count()).toBe(0);
  });

  it('the free user becomes Pro through the local checkout', async () => {
    await page.goto(`${server.url}/pricing`);
    await page.locator('article[data-plan="pro"]').getByRole('button', { name: PLANS.pro.buttonText }).click();
    await page.waitForURL(/\/dev\/checkout\/cs_local_/);
    await page.getByRole('button', { name: `Pay ${formatPrice(PLANS.pro)} (test mode)` }).click();
    await page.waitForURL(/\/dashboard\?payment=success/);
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('stat-plan').textContent()).toBe(PLANS.pro.name);
  });

  it('Pro: the personal suggestions with their points, role rewrites with Copy; none of it was sent to free', async () => {
    const { status, raw } = await analyze();
    expect(status).toBe(201);
    const { analysis } = JSON.parse(raw);
    expect(analysis.locked).toBe(false);
    // One set: the analysis's suggestions are the Pro recommendations, section by section.
    for (const id of SECTIONS) {
      const texts = analysis.sections[id].suggestions.map((s: { text: string }) => s.text);
      expect(texts, id).toEqual(analysis.pro.content.recommendations[id]);
      suggestions.push(...texts);
    }
    suggestions.push(...analysis.basics.suggestions.map((s: { text: string }) => s.text));
    // Enough of them to mean something: this export has room to improve in most sections.
    expect(suggestions.length).toBeGreaterThanOrEqual(6);
    for (const t of suggestions) expect(freeRaw).not.toContain(t);
    for (const d of analysis.pro.content.improved_descriptions) expect(freeRaw).not.toContain(d.description);

    await page.goto(`${server.url}/analysis/${analysis.id}`);
    for (const id of SECTIONS) {
      const panel = page.getByTestId(`pro-${id}`);
      await panel.waitFor();
      const shown = await panel.locator('ol > li').allTextContents();
      const mine = analysis.sections[id].suggestions as Array<{ text: string; gain: number }>;
      expect(shown.length, id).toBe(mine.length);
      for (const [i, s] of mine.entries()) expect(flat(shown[i]), id).toBe(flat(`+${s.gain} pts${s.text}`));
    }
    const basics = await page.getByTestId('basics-card').textContent();
    for (const s of analysis.basics.suggestions) expect(flat(basics ?? '')).toContain(flat(s.text));

    // Role rewrites: the current text beside the rewrite, and a Copy button that copies the rewrite.
    const roles = page.getByTestId('pro-experience').getByTestId('rewrite-pair');
    expect(await roles.count()).toBe(analysis.pro.content.improved_descriptions.length);
    expect(await roles.count()).toBeGreaterThan(0);
    const first = roles.first();
    expect(await first.getByText('Now', { exact: true }).count()).toBe(1);
    expect(await first.getByRole('button', { name: /^Copy / }).count()).toBe(1);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await first.getByRole('button', { name: /^Copy / }).click();
    await page.getByText('Copied', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      analysis.pro.content.improved_descriptions[0].description,
    );

    const axe = await axeViolations(page);
    expect(axe, JSON.stringify(axe).slice(0, 800)).toEqual([]);
    for (const [label, size] of [
      ['1280', DESKTOP],
      ['390', MOBILE],
    ] as const) {
      await page.setViewportSize(size);
      await page.getByTestId('pro-experience').screenshot({ path: `${SCREENSHOT_DIR}/pro-rewrites-${label}.png` });
    }
    await page.setViewportSize(DESKTOP);

    // The Markdown download carries the same suggestions and the saved match.
    await page.getByTestId('report-actions').waitFor();
    const md = flat(await download('Download Markdown'));
    for (const t of suggestions) expect(md).toContain(flat(t));
    expect(md).toMatch(/## Job-ad match: \d+% \(/);

    // So does the printed report, read back from Chromium's PDF.
    await page.goto(`${server.url}/analysis/${analysis.id}/report`);
    await page.getByTestId('report-match').waitFor();
    const file = join(work, 'report.pdf');
    writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
    const text = flat(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
    for (const t of suggestions) expect(text).toContain(flat(t));
    expect(text).toMatch(/Job-ad match: \d+% \(/);
    expect(text).toContain('Rewrites');
    expect(pageErrors).toEqual([]);
  });
});
