// The analysis trip in Chromium against a fresh server (in process, embedded PGlite, the
// built web app): register -> upload a LinkedIn PDF -> review -> free result (five cards, locked advice) ->
// dashboard -> no scans left; then the same user made Pro through the database sees recommendations and rewrites.
// Real exports are read from ../shared/fixtures when present; otherwise a synthetic export is generated.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf, renderPng } from '../fixtures/generator/index.ts';
import { enModern } from '../fixtures/synthetic/profiles.ts';
import { dropFile, HAS_PDFTOPPM, profilePdf, readDeviceCopy, registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { axeViolations, type LaunchedBrowser, launchBrowser, screenshotBoth, watchPage } from '../helpers/browser.ts';

const USER = { first: 'Ada', last: 'Byron', email: `ada.byron.${Date.now()}@example.com`, password: 'engines-1843' };
const UUID = /\/analysis\/[0-9a-f-]{36}$/;

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let work: string;
// LinkedIn names every export Profile.pdf; the bytes are handed to the file input, never written anywhere.
let pdfFile: { name: string; mimeType: string; buffer: Buffer };
let resultPath = '';
let freeScore = '';
const pageErrors: string[] = [];
const cspViolations: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ps-e2e-analysis-'));
  const source = await profilePdf();
  pdfFile = { name: 'Profile.pdf', mimeType: 'application/pdf', buffer: Buffer.from(source.bytes) };
  writeFileSync(join(work, 'notes.txt'), 'not a profile');
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors, cspViolations);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const toast = (title: string) => page.getByTestId('toast').filter({ hasText: title });
const heading = (name: string) => page.getByRole('heading', { name, exact: true });

async function readAndReview() {
  await page.getByTestId('file-input').setInputFiles(pdfFile);
  await page.getByTestId('chosen-file').waitFor();
  await page.getByRole('button', { name: 'Get your score' }).click();
  await heading('Here is what we read').waitFor({ timeout: 60_000 });
}

async function scoreIt() {
  await page.getByRole('button', { name: 'Score my profile' }).click();
  await page.waitForURL(UUID, { timeout: 60_000 });
  await page.getByTestId('result').waitFor();
}

describe('analysis in the browser', () => {
  it('registers a free user and shows the upload prompt on /analysis', async () => {
    await registerFree(page, server.url, USER);
    await page.goto(`${server.url}/analysis`);
    await heading('Upload Your LinkedIn Profile').waitFor();
    await page.getByRole('heading', { name: 'How to get your profile as a PDF' }).waitFor();
    expect(await page.getByText('Save to PDF', { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'analysis-upload');
  });

  it('refuses a missing file and the wrong file type with the spec messages, each said once', async () => {
    const problem = page.getByTestId('upload-problem');
    await page.getByRole('button', { name: 'Get your score' }).click();
    await problem.getByText('No File Selected').waitFor();
    expect(await problem.textContent()).toContain('Please upload your profile');
    // Once: the box, not also a toast.
    expect(await page.getByText('No File Selected').count()).toBe(1);
    await page.getByTestId('file-input').setInputFiles(join(work, 'notes.txt'));
    await problem.getByText('Invalid File Type').waitFor();
    expect(await problem.textContent()).toContain('Please upload a PDF');
    expect(await page.getByTestId('file-ok').count()).toBe(0);
    await page.getByText('Screenshot', { exact: true }).click();
    await page.getByTestId('file-input').setInputFiles(pdfFile);
    await expect.poll(() => problem.textContent()).toContain('Please upload an image');
    expect(await page.getByTestId('chosen-file').count()).toBe(0);
    await page.getByText('LinkedIn PDF', { exact: true }).click();
  });

  it('reads the PDF in the browser and shows what it read, editable', async () => {
    await readAndReview();
    const name = await page.getByLabel('Name', { exact: true }).inputValue();
    expect(name.length).toBeGreaterThan(2);
    expect((await page.getByLabel('Headline', { exact: true }).inputValue()).length).toBeGreaterThan(5);
    expect(await page.getByRole('heading', { name: /^Experience \(\d+\)$/ }).count()).toBe(1);
    // The progress bar has moved on to the review step.
    expect(await page.getByRole('progressbar', { name: 'Analysis progress' }).getAttribute('aria-valuenow')).toBe('70');
    // The match is the server's: the review only takes the role, and the result shows the match.
    await page.getByLabel('Job ad or target role').fill('Data Engineer');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'analysis-review');
  });

  it('scores it: a free result with a score, five section cards and locked advice', async () => {
    await scoreIt();
    resultPath = new URL(page.url()).pathname;
    freeScore = (await page.getByTestId('overall-score').textContent()) ?? '';
    expect(freeScore).toMatch(/^\d{1,3}$/);
    const score = Number(freeScore);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    expect(await page.getByTestId('section-card').count()).toBe(5);
    for (const title of ['Headline', 'About Section', 'Professional Experience', 'Skills', 'Education'])
      await heading(title).waitFor();
    // Beside every score, where it stands among the real profiles the rubric was calibrated on.
    expect(await page.getByTestId('score-standing').textContent()).toMatch(
      /^Typical profiles score \d+-\d+; this one is (above \d+% of|among the lowest of) the \d+ real profiles we calibrated on\.$/,
    );
    for (const id of ['headline', 'about', 'experience', 'skills', 'education'])
      expect(await page.getByTestId(`section-standing-${id}`).textContent()).toMatch(
        /^Typical profiles score \d+-\d+;/,
      );
    expect(await page.getByTestId('locked-panel').count()).toBe(5);
    // What sits under each Upgrade call is blurred placeholder copy, never readable text.
    const filters = await page
      .getByTestId('locked-panel')
      .evaluateAll((panels) => panels.map((p) => getComputedStyle(p.querySelector('[aria-hidden="true"]')!).filter));
    expect(filters).toEqual(Array(5).fill(expect.stringMatching(/^blur\(\d/)));
    expect(await page.getByTestId('pro-headline').count()).toBe(0);
    expect(await page.getByTestId('result').getAttribute('data-locked')).toBe('true');
    expect(await page.getByTestId('check-list').first().locator('li').count()).toBeGreaterThan(2);
    await page.getByTestId('match-card').waitFor();
    expect(await page.getByTestId('match-rate').textContent()).toMatch(/^(100|\d{1,2})%$/);
    await page.getByTestId('preview-headline').waitFor();
    expect(await page.getByTestId('result-scans-remaining').textContent()).toBe('0');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'result-free');
  });

  it('keeps the analysis, the profile and the original file on the device', async () => {
    const id = resultPath.split('/').pop()!;
    // The device copy is written in the background after the result opens.
    await expect
      .poll(() => readDeviceCopy(page, id))
      .toEqual({
        analysisId: id,
        fileType: 'application/pdf',
        fileBytes: expect.any(Number),
        hasProfile: true,
      });
    expect((await readDeviceCopy(page, id)).fileBytes).toBeGreaterThan(1000);
  });

  it('lists it on the dashboard with the stats and the chart', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('recent-item').first().waitFor();
    expect(await page.getByTestId('recent-item').count()).toBe(1);
    expect(await page.getByTestId('stat-analyses').textContent()).toBe('1');
    expect(await page.getByTestId('stat-scans-remaining').textContent()).toBe('0');
    const latest = await page.getByTestId('stat-latest-score').textContent();
    expect(await page.getByTestId('stat-best-score').textContent()).toBe(latest);
    expect(await page.getByTestId('scans-progress-text').textContent()).toContain('1 of 1');
    await page.getByTestId('score-chart').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'dashboard-history');
  });

  it('opens a past result offline, from the device copy', async () => {
    // The service worker serves the app shell; the analysis comes from Dexie because the API is unreachable.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await browser.context.setOffline(true);
    try {
      await page.goto(`${server.url}${resultPath}`);
      await page.getByTestId('result').waitFor();
      expect(await page.getByTestId('overall-score').textContent()).toBe(freeScore);
      expect(await page.getByTestId('section-card').count()).toBe(5);
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it('shows the latest summary on /analysis and the no-scans message for a second upload', async () => {
    await page.goto(`${server.url}/analysis`);
    await page.getByTestId('latest-summary').waitFor();
    expect(await page.getByTestId('summary-scans-remaining').textContent()).toBe('0');
    expect(await page.getByTestId('summary-scans-used').textContent()).toBe('1');
    await page.getByRole('link', { name: 'Start New Analysis' }).click();
    await heading('Start New Analysis').waitFor();
    await page.getByTestId('no-scans').waitFor();
    expect(await page.getByTestId('file-input').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Results' }).click();
    await page.getByTestId('latest-summary').waitFor();
  });

  it('shows a Pro user recommendations, rewrites and improved descriptions, and re-scans', async () => {
    await server.sql.query("update public.users set subscription_tier = 'pro', scans_remaining = 15 where email = $1", [
      USER.email,
    ]);
    await page.goto(`${server.url}${resultPath}`);
    await page.getByTestId('pro-headline').waitFor();
    expect(await page.getByTestId('locked-panel').count()).toBe(0);
    expect(await page.getByTestId('result').getAttribute('data-locked')).toBe('false');
    const headline = page.getByTestId('pro-headline');
    await headline.getByRole('heading', { name: 'Recommendations' }).waitFor();
    await headline.getByRole('heading', { name: 'Rewritten examples' }).waitFor();
    // Up to three personal suggestions; a finding with nothing specific to say about this person is not said.
    const said = await headline.locator('ol > li').count();
    expect(said).toBeGreaterThanOrEqual(1);
    expect(said).toBeLessThanOrEqual(3);
    // Headline variants are offered only when re-scoring shows a gain: one to three of them, each beside the original.
    const variants = await headline.getByTestId('rewrite-pair').count();
    expect(variants).toBeGreaterThanOrEqual(1);
    expect(variants).toBeLessThanOrEqual(3);
    await page.getByTestId('pro-about').getByRole('heading', { name: 'Rewritten example' }).waitFor();
    await page.getByTestId('pro-experience').getByRole('heading', { name: 'Improved job descriptions' }).waitFor();
    await page.getByRole('link', { name: 'Start New Analysis' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'result-pro');

    // Nothing changed since it was scored: confirmed, answered, and no scan used.
    await page.getByRole('button', { name: 'Re-scan' }).click();
    await page.getByTestId('rescan-dialog').getByRole('button', { name: 'Yes, re-scan' }).click();
    await toast('Nothing changed').waitFor();
    expect(await page.getByTestId('rescan-note').textContent()).toMatch(
      /^Nothing changed since .+; your score is the same/,
    );
    expect(await page.getByTestId('result-scans-remaining').textContent()).toBe('15');
  });

  it('answers a refusal from the server with the Analysis Failed toast and the no-scans message', async () => {
    await page.goto(`${server.url}/analysis?upload=true`);
    await readAndReview();
    // The page still believes there are scans; the server knows better.
    await server.sql.query('update public.users set scans_remaining = 0 where email = $1', [USER.email]);
    await page.getByRole('button', { name: 'Score my profile' }).click();
    await toast('Analysis Failed').waitFor();
    expect(await toast('Analysis Failed').textContent()).toContain('You have no scans left');
    await page.getByTestId('no-scans').waitFor();
    await server.sql.query('update public.users set scans_remaining = 14 where email = $1', [USER.email]);
  });

  it('takes a dropped file too (Pro, second analysis)', async () => {
    await page.goto(`${server.url}/analysis?upload=true`);
    await heading('Start New Analysis').waitFor();
    await dropFile(page, pdfFile.buffer);
    await page.getByTestId('chosen-file').waitFor();
    await page.getByRole('button', { name: 'Get your score' }).click();
    await heading('Here is what we read').waitFor({ timeout: 60_000 });
    await scoreIt();
    expect(new URL(page.url()).pathname).not.toBe(resultPath);
    await page.getByTestId('pro-headline').waitFor();
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('recent-item').count()).toBe(2);
    expect(await page.getByTestId('stat-analyses').textContent()).toBe('2');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBoth(page, 'dashboard-pro');
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it.skipIf(!HAS_PDFTOPPM)('reads a screenshot with OCR in image mode, showing its percent', async () => {
    const { png } = await renderPng((await renderPdf(enModern)).bytes);
    const file = join(work, 'profile-screenshot.png');
    writeFileSync(file, png);
    await page.goto(`${server.url}/analysis?upload=true`);
    await page.getByText('Screenshot', { exact: true }).click();
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByRole('button', { name: 'Get your score' }).click();
    await page.getByRole('button', { name: 'Analyzing...' }).waitFor();
    await expect
      .poll(() => page.getByTestId('progress-label').textContent(), { timeout: 60_000 })
      .toMatch(/^Reading text from your image \(\d+%\)/);
    await heading('Here is what we read').waitFor({ timeout: 120_000 });
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(enModern.name);
    await page.getByRole('button', { name: 'Start over with another file' }).click();
    await heading('Start New Analysis').waitFor();
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
