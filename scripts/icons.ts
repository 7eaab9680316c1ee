// `npm run icons`: the web manifest's raster images, made with the same Debian Chromium the tests drive.
// - icons: web/public/icon.svg at 192 and 512 px, icon-maskable.svg at 512 px (Chromium's installability check
//   wants PNGs of 144 px and up; the SVG stays for browsers that take it);
// - screenshots for the richer install dialog: the landing page at 1280x800 (wide) and 390x844 (narrow), JPEG to
//   stay small. They need the built app: run `npm run build` first (or pass --icons-only).
// The outputs are committed; run this again when the icon or the landing page changes visibly.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startNodeServer } from '../edge/node.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/browser.ts';
import { freePort } from '../tests/helpers/server.ts';

const PUBLIC = resolve('web/public');
const ICONS = [
  { svg: 'icon.svg', size: 192, out: 'icons/icon-192.png' },
  { svg: 'icon.svg', size: 512, out: 'icons/icon-512.png' },
  { svg: 'icon-maskable.svg', size: 512, out: 'icons/icon-maskable-512.png' },
];
const SHOTS = [
  { width: 1280, height: 800, out: 'screenshots/landing-wide.jpg' },
  { width: 390, height: 844, out: 'screenshots/landing-narrow.jpg' },
];

async function renderIcon(page: Page, svgFile: string, size: number, out: string): Promise<void> {
  const svg = readFileSync(join(PUBLIC, svgFile), 'utf8');
  await page.setViewportSize({ width: size, height: size });
  // A transparent page with the SVG filling it exactly: the rounded corners of icon.svg stay transparent.
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: join(PUBLIC, out), omitBackground: true });
}

async function screenshotLanding(page: Page): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'ps-icons-'));
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = await startNodeServer({
    port,
    dataDir: join(work, 'data'),
    env: { ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
  });
  try {
    for (const shot of SHOTS) {
      await page.setViewportSize({ width: shot.width, height: shot.height });
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.screenshot({ path: join(PUBLIC, shot.out), type: 'jpeg', quality: 80, animations: 'disabled' });
    }
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
try {
  mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
  mkdirSync(join(PUBLIC, 'screenshots'), { recursive: true });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) await renderIcon(page, icon.svg, icon.size, icon.out);
  if (!process.argv.includes('--icons-only')) await screenshotLanding(page);
  for (const file of [...ICONS, ...SHOTS].map((f) => f.out)) {
    const path = join(PUBLIC, file);
    console.log(`${file}: ${statSync(path, { throwIfNoEntry: false })?.size ?? 'not made'} bytes`);
  }
} finally {
  await browser.close();
}
