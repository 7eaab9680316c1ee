// web/prerender.tsx built for Node by Vite with the app's own config (its SSR build: the router and React plugins,
// the route chunks split as in the browser build, so the server's tree is the browser's) and loaded.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { prerenderPage } from '../../web/prerender.tsx';

export type RenderPage = typeof prerenderPage;

/** Builds the renderer into `outDir` (emptied first) and returns its prerenderPage. */
export async function buildRenderer(dir: string): Promise<RenderPage> {
  const outDir = resolve(dir); // Vite would take a relative one from its root, web/
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: resolve('web/prerender.tsx'), outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const mod = (await import(pathToFileURL(resolve(outDir, 'prerender.js')).href)) as { prerenderPage: RenderPage };
  return mod.prerenderPage;
}
