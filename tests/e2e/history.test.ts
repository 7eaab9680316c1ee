// History, progress and reports in Chromium: a user with 8 analyses of 2 profiles (seeded through the API) sees all
// of them, filters by profile, opens the oldest; the chart draws one line per person; the newest analysis of a
// profile whose headline was edited shows what changed; the printed report and both downloads are checked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { type LaunchedBrowser, launchBrowser, screenshotBoth, watchPage } from '../helpers/browser.ts';
import { storedSession } from '../helpers/delete-page.ts';
import { reloadUnderServiceWorker } from '../helpers/pwa.ts';

const USER = { first: 'Hal', last: 'Story', email: `hal.story.${Date.now()}@example.com`, password: 'progress-20' };

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;
let work: string;
let session: { token: string; userId: string };
const ids: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ps-e2e-history-'));
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

function profile(who: 'ada' | 'bo', headline: string) {
  const p = fixtureInput(who === 'ada' ? 'strong' : 'weak') as { basics: Record<string, unknown> };
  return { ...p, basics: { ...p.basics, name: who === 'ada' ? 'Ada Lovelace' : 'Bo Berg', label: headline } };
}

async function pdfText(name: string): Promise<string> {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function download(button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFileSync((await file.path())!, 'utf8');
}

describe('history and progress', () => {
  it('seeds 8 analyses of 2 profiles through the API', async () => {
    await registerFree(page, server.url, USER);
    session = await storedSession(page);
    await server.sql.query('update public.users set scans_remaining = 20 where supabase_id = $1', [session.userId]);
    const headlines = ['Engineer', 'Data Engineer', 'Senior Data Engineer', 'Engineer'];
    for (let i = 0; i < 8; i++) {
      const who = i % 2 ? 'bo' : 'ada';
      // Ada's last two differ only in the headline: the last one is her full, strong headline.
      const adaLast = who === 'ada' && i === 6;
      const body = adaLast
        ? { profile: fixtureInput('strong'), file_type: 'pdf' }
        : { profile: profile(who, headlines[Math.floor(i / 2)]), file_type: 'pdf' };
      if (adaLast) (body.profile as { basics: Record<string, unknown> }).basics.name = 'Ada Lovelace';
      const res = await fetch(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { analysis: { id: string } }).analysis.id);
    }
  });

  it('the dashboard chart draws one line per profile', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('score-chart').waitFor();
    expect(await page.getByTestId('profile-line').count()).toBe(2);
    expect(
      await page.getByTestId('profile-line').evaluateAll((g) => g.map((e) => e.getAttribute('data-profile'))),
    ).toEqual(['Bo Berg', 'Ada Lovelace']);
    await screenshotBoth(page, 'history-dashboard-chart', { fullPage: true });
  });

  it('the history page lists all 8, filters by profile, and opens the oldest', async () => {
    await page.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL('**/analysis/history');
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(8);
    await screenshotBoth(page, 'history-all', { fullPage: true });
    await page.getByTestId('history-profile').selectOption('bo berg');
    await page.waitForURL('**/analysis/history?profile=bo*');
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(4);
    expect((await page.getByTestId('history-item').allTextContents()).every((t) => t.includes('Bo Berg'))).toBe(true);
    await page.getByTestId('history-profile').selectOption('');
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(8);
    await page.getByTestId('history-item').last().getByRole('link').click();
    await page.waitForURL(`**/analysis/${ids[0]}`);
    await page.getByTestId('result').waitFor();
  });

  it('offline, the history shows the analyses this device saved', async () => {
    // The dashboard visit saved the list on the device; the service worker serves the app shell.
    await reloadUnderServiceWorker(page);
    await browser.context.setOffline(true);
    try {
      await page.goto(`${server.url}/analysis/history`);
      await page.getByText('You are offline: showing the analyses saved on this device.').waitFor();
      await expect.poll(() => page.getByTestId('history-item').count()).toBe(8);
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it('the newest analysis of a profile shows what changed: the headline checks flipped and the diff', async () => {
    await page.goto(`${server.url}/analysis/${ids[6]}`);
    const panel = page.getByTestId('changes-panel');
    await panel.waitFor();
    const flipped = await panel.getByTestId('flipped-checks').textContent();
    expect(flipped).toContain('Now passed');
    expect(flipped).toContain('Headline:');
    expect(await panel.getByTestId('text-changes').textContent()).toContain('Headline');
    expect(await panel.locator('ins').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'history-changes', { fullPage: true });
  });
});

describe('reports', () => {
  const SECTIONS = ['Headline', 'About Section', 'Professional Experience', 'Skills', 'Education'];

  it('the printed report holds the score and the five sections, without the app navigation; free: no Pro parts', async () => {
    await page.goto(`${server.url}/analysis/${ids[6]}/report`);
    await page.getByTestId('report-score').waitFor();
    const text = await pdfText('free');
    expect(text).toMatch(/Overall score: \d+\/100/);
    for (const s of SECTIONS) expect(text).toContain(`${s}:`);
    for (const chrome of ['Dashboard', 'Headshot Lift', 'Print or save as PDF', 'Back to the result'])
      expect(text).not.toContain(chrome);
    expect(text).not.toContain('Rewrites');
    expect(text).toContain('Recommendations and rewrites are part of Pro.');
  });

  it('for Pro the report carries the suggestions and rewrites', async () => {
    await server.sql.query(`update public.users set subscription_tier = 'pro' where supabase_id = $1`, [
      session.userId,
    ]);
    await page.goto(`${server.url}/analysis/${ids[6]}/report`);
    await page.getByTestId('report-rewrites').waitFor({ timeout: 60_000 });
    const text = await pdfText('pro');
    expect(text).toContain('Rewrites');
    expect(text).toContain('Headline options');
    expect(text).toContain('Suggestions');
    for (const s of SECTIONS) expect(text).toContain(`${s}:`);
  });

  it('the Markdown and JSON Resume downloads validate', async () => {
    await page.goto(`${server.url}/analysis/${ids[6]}`);
    await page.getByTestId('report-actions').waitFor();
    const md = await download('Download Markdown');
    expect(md).toMatch(/^# Profile Score report: Ada Lovelace\n/);
    for (const s of SECTIONS) expect(md).toContain(`## ${s}: `);
    const resume = JSON.parse(await download('Download JSON Resume'));
    const schema = JSON.parse(readFileSync('tests/fixtures/json-resume/schema-v1.0.0.json', 'utf8'));
    const ajv = new Ajv({ allErrors: true });
    ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]+$/i);
    ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
    const validate = ajv.compile(schema);
    expect(validate(resume), ajv.errorsText(validate.errors)).toBe(true);
    expect(resume.basics.name).toBe('Ada Lovelace');
    expect(pageErrors).toEqual([]);
  });
});
