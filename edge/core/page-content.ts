// Which config values the public pages show (product name, support address), as one key. A prerendered page
// carries the key of the config it was made with (scripts/prerender.ts); made with other values than the running
// deployment's, it would show them, so it is not served (Node) or not hydrated (web/main.tsx) but drawn anew.

export interface PageContent {
  productName: string;
  supportEmail: string;
}

export function contentKey(config: PageContent): string {
  return JSON.stringify([config.productName, config.supportEmail]);
}

/** Text made safe for HTML, in an element or an attribute value. */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The key as it appears in the page's HTML: data-config="...". */
export function contentAttribute(config: PageContent): string {
  return `data-config="${escapeHtml(contentKey(config))}"`;
}
