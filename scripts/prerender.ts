// Runs after `vite build`: renders the public pages in Node with React's own server renderer (web/prerender.tsx,
// built here by Vite for Node with the app's router and React plugins), as a signed-out visitor sees them, and
// writes each one's markup and head tags into its own HTML file (dist/index.html for /, dist/pricing.html for
// /pricing, ...), so their first screen paints real content before any JavaScript has run; the bundle then
// hydrates it (web/main.tsx). No browser is involved: every machine that builds gets the prerendered pages. The
// build's dist/shell.html (splash only) stays the start of every other screen and of offline navigations to them,
// so no screen ever flashes another one's content.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { contentAttribute } from '../edge/core/page-content.ts';
import { parseEnv } from '../edge/env.ts';
import type { AppConfig } from '../web/lib/config.ts';
import { PRERENDERED, pageFile, type RenderedPage, withPage } from './lib/prerender-html.ts';
import { precachePages } from './lib/prerender-precache.ts';
import { buildRenderer } from './lib/prerender-render.ts';

const OUT = 'build/prerender';

/** What /api/config answers with this build's environment (edge/compose.ts), as the signed-out pages show it. */
function publicConfig(): AppConfig {
  const env = parseEnv(process.env);
  return {
    supabaseUrl: env.SUPABASE_URL ?? 'http://localhost',
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? 'local-anon-key',
    productName: env.PRODUCT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    debugRoutes: env.DEBUG_ROUTES,
  };
}

const shell = readFileSync('dist/shell.html', 'utf8');
const boots = readdirSync('dist/assets').filter((f) => /^boot-[\w-]+\.js$/.test(f));
if (boots.length !== 1)
  throw new Error(`prerender: expected one built web/boot.ts in dist/assets, found ${boots.length}`);
const render = await buildRenderer(OUT);
const config = publicConfig();
const files: Record<string, string> = {};
let bytes = 0;
for (const path of PRERENDERED) {
  const page: RenderedPage = { ...(await render(path, config)), config: contentAttribute(config) };
  const html = withPage(shell, path, page, `/assets/${boots[0]}`);
  writeFileSync(`dist/${pageFile(path)}`, html);
  files[pageFile(path)] = html;
  bytes += page.markup.length;
}
precachePages('dist/sw.js', files);
rmSync(OUT, { recursive: true, force: true });
console.log(
  `prerender: ${PRERENDERED.length} public pages written to dist/ (${Math.round(bytes / 1024)} KB of markup)`,
);
