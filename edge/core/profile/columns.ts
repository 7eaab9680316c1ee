import type { PageInfo, TextItem } from './text-item.ts';

// Modern exports put a sidebar (Contact, Top Skills, ...) left of the main column. We find the main column's left edge
// from the name, the largest text on page 1, and call everything that ends left of it the sidebar. Geometry only: this
// works in any language and for OCR boxes.

export interface ColumnSplit {
  boundary: number | null; // x where the main column starts, null for single-column documents
  nameSize: number;
}

export function findColumns(items: TextItem[], pages: PageInfo[]): ColumnSplit {
  const first = items.filter((i) => i.page === 1 && i.text.trim() !== '');
  if (first.length === 0) return { boundary: null, nameSize: 0 };
  const nameSize = Math.max(...first.map((i) => i.fontSize));
  const width = pages[0]?.width || Math.max(...first.map((i) => i.x + i.width));
  // The name sits near the top of the page; a big word lower down (a logo caption) is not the name.
  const height = pages[0]?.height || Math.max(...first.map((i) => i.y + i.height));
  const big = first.filter((i) => i.fontSize >= nameSize * 0.92 && i.y < height * 0.35).sort((a, b) => a.y - b.y);
  // The first word of the name's row: OCR baselines tilt a little, so "row" allows half a font size.
  const name = big
    .filter((i) => big[0] && Math.abs(i.y - big[0].y) < big[0].fontSize * 0.5)
    .sort((a, b) => a.x - b.x)[0];
  if (!name || name.x < width * 0.2) return { boundary: null, nameSize };
  // A sidebar is text that ends left of the name's column. The boundary goes halfway across the gutter, which leaves
  // room for OCR boxes that start a little left of the column edge.
  const side = first.filter((i) => i.x + i.width <= name.x - 2);
  if (side.length < 2) return { boundary: null, nameSize };
  const sideRight = Math.max(...side.map((i) => i.x + i.width));
  return { boundary: (sideRight + name.x) / 2, nameSize };
}

/** Columns a screenshot reader found from the pixels: the name size is still the largest text of the main column. */
export function givenColumns(items: TextItem[], boundary: number | null): ColumnSplit {
  const main = items.filter((i) => i.column !== 'side');
  return { boundary, nameSize: main.length ? Math.max(...main.map((i) => i.fontSize)) : 0 };
}

export function columnOf(item: TextItem, split: ColumnSplit): 'side' | 'main' {
  return split.boundary !== null && item.x < split.boundary ? 'side' : 'main';
}

/**
 * Screenshots of the profile page carry a right-hand rail ("People also viewed") beside the profile. It is found as
 * an empty vertical gutter in the right half of the page with text on both sides; everything right of it is dropped.
 */
export function findRightRail(items: TextItem[], pageWidth: number): number | null {
  const bin = 4;
  // A page no screen produces (or NaN) would make the histogram itself the problem.
  if (!(pageWidth > 0 && pageWidth <= 100_000)) return null;
  const bins = Math.ceil(pageWidth / bin) + 1;
  const used = new Array<number>(bins).fill(0);
  // Clamped to the page: a box at x = -1e308 would otherwise count bins forever (b + 1 === b at that size).
  for (const i of items) {
    const end = Math.min(bins - 1, Math.floor((i.x + i.width) / bin));
    for (let b = Math.max(0, Math.floor(i.x / bin)); b <= end; b++) used[b]++;
  }
  let run = 0;
  for (let b = Math.floor((pageWidth * 0.55) / bin); b < Math.floor((pageWidth * 0.95) / bin); b++) {
    run = used[b] === 0 ? run + 1 : 0;
    const x = (b + 1) * bin;
    const right = items.filter((i) => i.x >= x).length;
    if (run * bin >= pageWidth * 0.03 && right >= 3 && right < items.length * 0.4) return x;
  }
  return null;
}
