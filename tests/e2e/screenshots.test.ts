// Image mode in Debian's Chromium against the real server over the built app: three overlapping screenshots of one
// web profile, given together, are read in the app's parse worker and joined into one profile with every role once;
// an image that is not a profile is stopped at the review step, which says what is missing, and no scan is used.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { webPerson } from '../fixtures/generator/web/people.ts';
import { hasChromium, type WebShooter, webShooter } from '../fixtures/generator/web/shoot.ts';
import { webTruth } from '../fixtures/generator/web/truth.ts';
import { registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { type LaunchedBrowser, launchBrowser, watchPage } from '../helpers/browser.ts';

const USER = { first: 'Sam', last: 'Shots', email: `sam.shots.${Date.now()}@example.com`, password: 'screens-123' };
const person = webPerson('web-en-ai');

let server: AppServer;
let browser: LaunchedBrowser;
let shooter: WebShooter;
let page: Page;
let screens: Buffer[];
const pageErrors: string[] = [];
const analyzeCalls: string[] = [];

const scans = async () =>
  (
    await server.sql.query('select scans_remaining, scans_used from public.users where email = $1', [USER.email])
  )[0] as { scans_remaining: number; scans_used: number };

async function openScreenshotMode() {
  await page.goto(`${server.url}/analysis?upload=true`);
  await page.getByTestId('file-input').waitFor({ state: 'attached' });
  await page.getByText('Screenshot', { exact: true }).click();
  await page.getByTestId('ocr-language').waitFor();
}

beforeAll(async () => {
  shooter = await webShooter();
  // A laptop's window: the profile takes three screenshots, each overlapping the one before.
  screens = await shooter.shoot(person, {
    theme: 'light',
    width: 1280,
    windowHeight: 800,
    capture: 'screens',
    browserChrome: true,
  });
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  watchPage(page, pageErrors);
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/analyze') analyzeCalls.push(r.url());
  });
  await registerFree(page, server.url, USER);
  await server.sql.query('update public.users set scans_remaining = 5 where email = $1', [USER.email]);
});

afterAll(async () => {
  await shooter?.close();
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)('screenshots in the browser', () => {
  it('three overlapping screenshots become one profile with no role read twice', async () => {
    expect(screens).toHaveLength(3);
    await openScreenshotMode();
    await page
      .getByTestId('file-input')
      .setInputFiles(screens.map((buffer, i) => ({ name: `Screenshot ${i + 1}.png`, mimeType: 'image/png', buffer })));
    await expect.poll(() => page.getByTestId('chosen-file').count()).toBe(3);
    await page.getByRole('button', { name: 'Get your score' }).click();
    await page.getByRole('heading', { name: 'Here is what we read', exact: true }).waitFor({ timeout: 180_000 });
    expect(await page.getByTestId('read-gaps').count()).toBe(0);
    const truth = webTruth(person);
    await page.getByRole('heading', { name: `Experience (${truth.roles.length})` }).waitFor();

    const before = await scans();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/analyze');
    await page.getByRole('button', { name: 'Score my profile' }).click();
    const profile = ((await sent).postDataJSON() as { profile: Profile; file_type: string }).profile;
    await page.getByTestId('result').waitFor({ timeout: 60_000 });
    expect(profile.basics.name).toBe(truth.name);
    expect(profile.work.map((w) => [w.position, w.name])).toEqual(truth.roles.map((r) => [r.title, r.company]));
    expect(profile.education.map((e) => e.institution)).toEqual(truth.schools.map((s) => s.school));
    expect(await scans()).toEqual({
      scans_remaining: before.scans_remaining - 1,
      scans_used: before.scans_used + 1,
    });
  });

  it('a Portuguese screenshot is read with the Portuguese and the English models together', async () => {
    const pt = webPerson('web-pt');
    const [shot] = await shooter.shoot(pt, { theme: 'light', width: 1440, capture: 'fullPage' });
    const models: string[] = [];
    const seen = (r: { url: () => string }) => {
      const m = /\/assets\/ocr-\w+\/(\w+)\.traineddata\.gz$/.exec(new URL(r.url()).pathname);
      if (m) models.push(m[1]);
    };
    // The models are fetched by tesseract's own worker, which the context sees and the page does not.
    page.context().on('request', seen);
    try {
      await openScreenshotMode();
      await page.getByTestId('ocr-language').selectOption('pt');
      await page.getByTestId('file-input').setInputFiles({ name: 'perfil.png', mimeType: 'image/png', buffer: shot });
      await page.getByRole('button', { name: 'Get your score' }).click();
      await page.getByRole('heading', { name: 'Here is what we read', exact: true }).waitFor({ timeout: 180_000 });
    } finally {
      page.context().off('request', seen);
    }
    expect([...new Set(models)].sort()).toEqual(['eng', 'por']);
    expect(await page.getByTestId('read-gaps').count()).toBe(0);
    await page.getByRole('heading', { name: `Experience (${webTruth(pt).roles.length})` }).waitFor();
  });

  it('an image that is not a profile is stopped at the review, which says what is missing; no scan is used', async () => {
    const notProfile = await browser.newPage({ width: 1000, height: 700 });
    await notProfile.setContent(
      `<body style="font:18px sans-serif;padding:40px"><p>Preheat the oven to 180 degrees and butter a round tin.</p>
       <p>Whisk four eggs with the sugar until pale, then fold in the flour and the melted butter.</p>
       <p>Bake for twenty-five minutes, until a skewer comes out clean, and leave to cool on a rack.</p></body>`,
    );
    const garbage = await notProfile.screenshot();
    await notProfile.close();
    const before = await scans();
    const calls = analyzeCalls.length;
    await openScreenshotMode();
    await page.getByTestId('file-input').setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: garbage });
    await page.getByRole('button', { name: 'Get your score' }).click();
    await page.getByRole('heading', { name: 'Here is what we read', exact: true }).waitFor({ timeout: 180_000 });
    const gaps = await page.getByTestId('read-gaps').textContent();
    expect(gaps).toContain("We couldn't read enough of your profile to score it");
    expect(gaps).toContain('full width and 100% zoom');
    expect(gaps).toContain('PDF export');
    await page.getByRole('button', { name: 'Score my profile' }).click();
    await page.getByText('a profile without either cannot be scored').waitFor();
    expect(await page.getByRole('heading', { name: 'Here is what we read', exact: true }).isVisible()).toBe(true);
    expect(analyzeCalls.length).toBe(calls);
    expect(await scans()).toEqual(before);
    expect(pageErrors).toEqual([]);
  });
});
