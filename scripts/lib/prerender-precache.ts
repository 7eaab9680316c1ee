// The service worker precaches HTML by content hash (workbox: md5), and the prerendered pages are written after
// it was generated: index.html gets its new hash, each other page is added to the list. Offline, workbox then
// answers /pricing with pricing.html (its clean-URL lookup) before the navigation fallback (shell.html).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** `files`: file name in dist/ (index.html, pricing.html, ...) -> its content. */
export function precachePages(swFile: string, files: Record<string, string>): void {
  let sw = readFileSync(swFile, 'utf8');
  const entry = (name: string) => new RegExp(`\\{url:"${name.replace(/\./g, '\\.')}",revision:"[0-9a-f]+"\\}`);
  const shell = entry('shell.html');
  if (!shell.test(sw)) throw new Error('prerender: shell.html is not in the service worker precache list');
  for (const [name, html] of Object.entries(files)) {
    const line = `{url:"${name}",revision:"${md5(html)}"}`;
    const present = entry(name);
    sw = present.test(sw) ? sw.replace(present, line) : sw.replace(shell, (s) => `${s},${line}`);
  }
  writeFileSync(swFile, sw);
}
