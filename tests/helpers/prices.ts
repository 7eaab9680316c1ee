// Reads every price ("$15") and every allowance ("15 analyses", "1 profile analysis") a rendered page shows, from
// its DOM text (hidden FAQ answers included), so tests can compare them with edge/core/plans.ts.
import type { Page } from 'playwright-core';

export interface Figures {
  /** Whole-dollar prices shown, e.g. [0, 15]. */
  dollars: number[];
  /** Analysis counts shown, e.g. [1, 15]. */
  counts: number[];
}

export async function figuresOnPage(page: Page): Promise<Figures> {
  const text = await page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement?.tagName;
      if (parent !== 'SCRIPT' && parent !== 'STYLE') parts.push(n.textContent ?? '');
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
  const all = (re: RegExp) => [...text.matchAll(re)].map((m) => Number(m[1]));
  return {
    dollars: all(/\$\s?(\d+(?:\.\d+)?)/g),
    counts: all(/\b(\d+)\s+(?:profile\s+)?(?:analyses|analysis|scans?)\b/gi),
  };
}

export interface Expected {
  prices: number[];
  scans: number[];
}

/** Every figure shown is one of the plan table's; `must` lists those the page has to show. */
export function compareFigures(shown: Figures, allowed: Expected, must: Partial<Expected>) {
  return {
    strayDollars: shown.dollars.filter((d) => !allowed.prices.includes(d)),
    strayCounts: shown.counts.filter((c) => !allowed.scans.includes(c)),
    missingDollars: (must.prices ?? []).filter((p) => !shown.dollars.includes(p)),
    missingCounts: (must.scans ?? []).filter((s) => !shown.counts.includes(s)),
  };
}

export const CLEAN = { strayDollars: [], strayCounts: [], missingDollars: [], missingCounts: [] };
