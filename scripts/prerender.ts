// Runs after `vite build`: renders the landing page in Debian's Chromium over the real node entry and writes its
// markup into dist/index.html, so the first screen paints real content before any JavaScript has run (the
// bundle then replaces it with the same markup). The build's dist/shell.html (splash only) stays the start of every
// other screen and of offline navigations, so no other page ever flashes the landing content.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/browser.ts';
import { startServer } from '../tests/helpers/server.ts';

const INDEX = 'dist/index.html';
const SW = 'dist/sw.js';
const ROOT_TAG = '<div id="root">';

/** The landing page's #root markup as a signed-out visitor's browser renders it. */
async function renderLanding(): Promise<string> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.locator('#hero-title').waitFor();
    return await page.locator('#root').evaluate((el) => el.innerHTML);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The service worker precaches index.html by content hash (workbox: md5); the new content needs the new hash. */
function updatePrecacheRevision(html: string): void {
  const sw = readFileSync(SW, 'utf8');
  const entry = /(\{url:"index\.html",revision:")[0-9a-f]+(")/;
  if (!entry.test(sw)) throw new Error('prerender: index.html is not in the service worker precache list');
  const revision = createHash('md5').update(html).digest('hex');
  writeFileSync(SW, sw.replace(entry, `$1${revision}$2`));
}

// A machine without Chromium still gets the whole product: the landing page then starts from the splash like every
// other screen, only its first paint waits for the JavaScript.
if (!existsSync(CHROMIUM_PATH)) {
  console.warn(`prerender: skipped, no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or apt-get install chromium)`);
  process.exit(0);
}

const shell = readFileSync(INDEX, 'utf8');
const start = shell.indexOf(ROOT_TAG);
const end = shell.indexOf('<noscript>', start);
if (start < 0 || end < 0) throw new Error('prerender: dist/index.html has no #root followed by <noscript>');
const markup = await renderLanding();
// Without module preloads: the landing paints without JavaScript, so its bundle must not compete with the
// stylesheet for the first bytes of a slow connection (the module script still loads it, just behind the CSS).
const head = shell.slice(0, start).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
const html = `${head}<div id="root" data-prerendered>${markup}</div>\n    ${shell.slice(end)}`;
writeFileSync(INDEX, html);
updatePrecacheRevision(html);
console.log(`prerender: landing page written to ${INDEX} (${Math.round(markup.length / 1024)} KB of markup)`);
