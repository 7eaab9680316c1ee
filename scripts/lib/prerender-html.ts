// The HTML of a prerendered public page: the build's splash shell with the page's markup in #root and its own
// title and description in the head, for the first paint and for crawlers that do not run JavaScript.
import { escapeHtml } from '../../edge/core/page-content.ts';

/** The public pages: the same for every signed-out visitor, so their markup can be made once at build time. */
export const PRERENDERED = [
  '/',
  '/pricing',
  '/how-we-score',
  '/terms-of-service',
  '/privacy',
  '/cookies',
  '/about',
  '/blog',
  '/contact',
  '/login',
  '/register',
] as const;

export interface RenderedPage {
  markup: string;
  /** contentAttribute() of the config the page was rendered with (edge/core/page-content.ts). */
  config: string;
  title: string;
  description: string;
}

/** dist/index.html for /, dist/pricing.html for /pricing: the names Workers Static Assets and workbox look for. */
export const pageFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const ROOT_TAG = '<div id="root">';

/** Sets the content of the head's default (data-static) meta tag with this name or property. */
function setStaticMeta(head: string, key: string, value: string): string {
  const tag = new RegExp(`(<meta (?:name|property)="${key}" content=")[^"]*(" data-static)`);
  if (!tag.test(head)) throw new Error(`prerender: the shell has no default ${key} tag`);
  return head.replace(tag, `$1${escapeHtml(value)}$2`);
}

/**
 * The shell with this page in it. `boot`: the built web/boot.ts (/assets/boot-<hash>.js), which takes the place of
 * the shell's entry script, so the app's code is fetched after the page's first paint.
 */
export function withPage(shell: string, path: string, page: RenderedPage, boot: string): string {
  const start = shell.indexOf(ROOT_TAG);
  const end = shell.indexOf('<noscript>', start);
  if (start < 0 || end < 0) throw new Error('prerender: the shell has no #root followed by <noscript>');
  if (!page.title) throw new Error(`prerender: ${path} rendered no title`);
  // Without module preloads, and started by boot.ts: the page paints without JavaScript, so its bundle must not
  // compete with the stylesheet and the document for the first bytes of a slow connection.
  let head = shell.slice(0, start).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!entry.test(head)) throw new Error('prerender: the shell has no entry script');
  head = head.replace(entry, `<script type="module" crossorigin src="${boot}"></script>`);
  head = head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  // A page without a description of its own (sign-in) keeps the site's.
  const tags = page.description
    ? [
        ['og:title', page.title],
        ['description', page.description],
        ['og:description', page.description],
      ]
    : [['og:title', page.title]];
  for (const [key, value] of tags) head = setStaticMeta(head, key, value);
  // The path tells web/boot.ts and web/main.tsx which page this markup is: it is hydrated only at that address.
  // Anywhere else (an address with a query, or a host's fallback for a deep link) boot.ts puts the shell's splash
  // in its place at once, so no screen shows another one's content, nor a form the app would then replace.
  const splash = shell.slice(start + ROOT_TAG.length, shell.lastIndexOf('</div>', end));
  return `${head}<div id="root" data-prerendered="${path}" ${page.config}>${page.markup}</div>\n    <template id="splash">${splash}</template>\n    ${shell.slice(end)}`;
}
