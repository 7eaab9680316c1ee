import { useEffect } from 'react';

/**
 * index.html carries default description and Open Graph tags (marked data-static) for crawlers that do not run
 * JavaScript. Once a page renders its own, the static copy is removed so the document has one of each.
 */
export function useReplaceStaticHead(): void {
  useEffect(() => {
    for (const el of document.head.querySelectorAll<HTMLMetaElement>('meta[data-static]')) {
      const key = el.name ? `name="${el.name}"` : `property="${el.getAttribute('property')}"`;
      if (document.head.querySelector(`meta[${key}]:not([data-static])`)) el.remove();
    }
  });
}
