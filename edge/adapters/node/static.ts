import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { Context, Next } from 'hono';
import { isAppPath } from '../../core/app-paths.ts';
import { contentAttribute, type PageContent } from '../../core/page-content.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.gz': 'application/gzip',
  '.traineddata': 'application/octet-stream',
};

const API_PREFIXES = ['/api/', '/auth/', '/dev/'];

/**
 * Serves the built web app like Workers Static Assets does: files as they are, hashed assets cached
 * for a year, and for any other GET the page the screen starts from (single-page-application fallback).
 */
export function serveWeb(distDir: string, content?: PageContent) {
  const made = content ? contentAttribute(content) : null;
  const root = resolve(distDir);
  // Read once per build; without the list (an older build), every path is the app's, as before.
  let routes: Promise<string[] | null> | null = null;
  const appPaths = () => {
    routes ??= readFile(join(root, 'app-paths.json'), 'utf8')
      .then((t) => JSON.parse(t) as string[])
      .catch(() => null);
    return routes;
  };
  return async (c: Context, next: Next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = decodedPath(c.req.url);
    if (path === null) return c.text('That is not a valid address (its percent-encoding is broken).', 400);
    if (API_PREFIXES.some((p) => path.startsWith(p))) return next();
    const file = normalize(join(root, path));
    if (file.startsWith(root) && path !== '/') {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return send(c, file, path.startsWith('/assets/'));
    }
    const index = join(root, 'index.html');
    if (!(await stat(index).catch(() => null))) {
      return c.text('The web app is not built. Run `npm start` (it builds it) or `npm run build`.', 503);
    }
    const known = await appPaths();
    const screen = !known || isAppPath(path, known);
    return send(c, await pageFor(root, path, screen, made), false, screen ? 200 : 404);
  };
}

/** The URL's path with its percent-escapes decoded; null when they do not decode (a lone `%`, half a UTF-8 byte). */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
}

/**
 * The HTML a screen starts from: a public page's own prerendered file (index.html for /, pricing.html for
 * /pricing) when it was made with this server's config, and the splash-only shell for every other screen and for
 * unknown paths. A build without a shell (no prerendering) starts everything from index.html.
 */
async function pageFor(root: string, path: string, screen: boolean, made: string | null): Promise<string> {
  const own = normalize(join(root, path === '/' ? 'index.html' : `${path.replace(/\/+$/, '')}.html`));
  const shell = join(root, 'shell.html');
  if (!(await stat(shell).catch(() => null))) return join(root, 'index.html');
  if (!screen || !own.startsWith(root) || !(await stat(own).catch(() => null))?.isFile()) return shell;
  // A page prerendered with another product name or support address than this server's is not shown.
  if (made && !(await readFile(own, 'utf8')).includes(made)) return shell;
  return own;
}

async function send(c: Context, file: string, immutable: boolean, status: 200 | 404 = 200) {
  const body = await readFile(file);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  return c.body(body, status, {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
}
