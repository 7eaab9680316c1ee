// Runs after `vite build`: renders the public pages in Debian's Chromium over the real node entry, as a signed-out
// visitor sees them, and writes each one's markup and head tags into its own HTML file (dist/index.html for /,
// dist/pricing.html for /pricing, ...), so their first screen paints real content before any JavaScript has run;
// the bundle then hydrates it (web/main.tsx). The build's dist/shell.html (splash only) stays the start of every
// other screen and of offline navigations to them, so no screen ever flashes another one's content.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { contentAttribute } from '../edge/core/page-content.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/browser.ts';
import { startServer } from '../tests/helpers/server.ts';
import { parseConfig } from '../web/lib/config.ts';
import { PRERENDERED, pageFile, type RenderedPage, withPage } from './lib/prerender-html.ts';
import { serverMarkup } from './lib/prerender-markup.ts';
import { precachePages } from './lib/prerender-precache.ts';

/** Each page's #root markup and head tags as a signed-out visitor's browser renders it. */
async function renderPages(paths: readonly string[]): Promise<Map<string, RenderedPage>> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const pages = new Map<string, RenderedPage>();
  const config = contentAttribute(parseConfig(await (await fetch(`${server.url}/api/config`)).json()));
  try {
    const page = await browser.newPage({ serviceWorkers: 'block' });
    for (const path of paths) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      // Rendered by the app at the path asked for (not the splash, no redirect), with its own title.
      await page.waitForFunction(
        (p) =>
          location.pathname === p &&
          document.title !== 'Profile Score' &&
          document.getElementById('root')?.textContent?.trim() !== 'Loading...',
        path,
      );
      // The serializer runs in the page from its source (tsx's compiled functions call a __name helper).
      const markup: string = await page.evaluate(`var __name = (f) => f; (${serverMarkup})('root')`);
      const head = await page.evaluate(() => ({
        title: document.title,
        description:
          document.querySelector('meta[name="description"]:not([data-static])')?.getAttribute('content') ?? '',
      }));
      pages.set(path, { markup, config, ...head });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return pages;
}

// A machine without Chromium still gets the whole product: every page then starts from the splash, only its first
// paint waits for the JavaScript.
if (!existsSync(CHROMIUM_PATH)) {
  console.warn(`prerender: skipped, no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or apt-get install chromium)`);
  process.exit(0);
}

const shell = readFileSync('dist/shell.html', 'utf8');
const boots = readdirSync('dist/assets').filter((f) => /^boot-[\w-]+\.js$/.test(f));
if (boots.length !== 1)
  throw new Error(`prerender: expected one built web/boot.ts in dist/assets, found ${boots.length}`);
const rendered = await renderPages(PRERENDERED);
const files: Record<string, string> = {};
for (const [path, page] of rendered) {
  const html = withPage(shell, path, page, `/assets/${boots[0]}`);
  writeFileSync(`dist/${pageFile(path)}`, html);
  files[pageFile(path)] = html;
}
precachePages('dist/sw.js', files);
const kb = Math.round([...rendered.values()].reduce((n, p) => n + p.markup.length, 0) / 1024);
console.log(`prerender: ${rendered.size} public pages written to dist/ (${kb} KB of markup)`);
