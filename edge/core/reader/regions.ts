import type { GrayImage, Rect } from './pixels.ts';

// Where the columns of a screenshot are, from the pixels alone and before any OCR: an export page has a narrow
// sidebar left of the main column; LinkedIn's web page has the main column with a right rail of other people and
// ads. Text is found as sharp changes of brightness (glyph edges), which works on light and dark themes alike and
// ignores card backgrounds; a gutter is a band of x where almost no text line crosses from top to bottom.

const EDGE = 40; // brightness step that counts as a glyph edge
const SAME_RUN = 4; // edge rows closer than this belong to one text line

export interface ColumnPlan {
  main: Rect;
  side?: Rect;
  /** Right of the main column and ignored: the web page's rail. */
  dropped?: Rect;
}

const isEdge = (data: Uint8Array, i: number, w: number) =>
  Math.abs(data[i] - data[i - 1]) > EDGE || Math.abs(data[i] - data[i - w]) > EDGE;

/**
 * For each x, how many separate text lines cross it: runs of edge rows at least three rows tall, in the body of the
 * image. Left out: the top (a browser's tab and address bar and LinkedIn's fixed nav bar cross every column) and
 * the bottom (the page footer), the borders of cards (one or two rows tall, visible in the dark theme) and long
 * vertical lines (the sides of cards, the edge of a dark sidebar).
 */
function linesCrossing(img: GrayImage): Uint32Array {
  const { width: w, height: h, data } = img;
  const runs = new Uint32Array(w);
  const start = new Int32Array(w).fill(-1);
  const last = new Int32Array(w).fill(-1);
  const top = h * 0.14;
  const bottom = h * 0.92;
  const tallest = Math.max(150, h * 0.1);
  const close = (x: number) => {
    const tall = last[x] - start[x];
    if (start[x] >= top && start[x] <= bottom && tall >= 2 && tall <= tallest) runs[x]++;
  };
  for (let y = 1; y < h; y++) {
    const row = y * w;
    for (let x = 1; x < w; x++) {
      if (!isEdge(data, row + x, w)) continue;
      if (y - last[x] > SAME_RUN) {
        close(x);
        start[x] = y;
      }
      last[x] = y;
    }
  }
  for (let x = 0; x < w; x++) close(x);
  return runs;
}

interface Segment {
  x0: number;
  x1: number; // exclusive
  mass: number;
}

/** Columns of text separated by gutters: at least 3% of the width that no text line crosses. */
function segments(runs: Uint32Array, width: number): Segment[] {
  const minGap = Math.max(12, Math.round(width * 0.03));
  // Text is a few x wide at least; a lone x or two is the side of a card (a short one, so its run counted).
  const mask = new Uint8Array(width);
  for (let x = 0; x < width; ) {
    if (!runs[x]) {
      x++;
      continue;
    }
    let end = x;
    while (end < width && runs[end]) end++;
    if (end - x >= 4) mask.fill(1, x, end);
    x = end;
  }
  const text = (x: number) => mask[x] === 1;
  const out: Segment[] = [];
  let x = 0;
  while (x < width) {
    while (x < width && !text(x)) x++;
    if (x >= width) break;
    const x0 = x;
    let end = x;
    // A column goes on until a gap of minGap empty x.
    while (x < width) {
      if (text(x)) end = x + 1;
      else if (x - end >= minGap) break;
      x++;
    }
    let mass = 0;
    for (let i = x0; i < end; i++) mass += runs[i];
    out.push({ x0, x1: end, mass });
  }
  // A column narrower than 1.5% of the width is a stray mark, not text.
  return out.filter((s) => s.x1 - s.x0 >= width * 0.015);
}

export function planColumns(img: GrayImage): ColumnPlan {
  const full: Rect = { x: 0, y: 0, width: img.width, height: img.height };
  if (img.width < 64 || img.height < 32) return { main: full };
  const segs = segments(linesCrossing(img), img.width);
  if (segs.length < 2) return { main: full };
  const main = segs.reduce((a, b) => (b.mass > a.mass ? b : a));
  const at = segs.indexOf(main);
  const left = segs.slice(0, at);
  const right = segs.slice(at + 1);
  // Cut across each gutter, close to the main column's left edge (its lines all start there, while the sidebar's
  // first lines, above where the gutter is measured, may reach further right), halfway to the rail on the right.
  const leftCut = left.length
    ? Math.round(Math.max((left[left.length - 1].x1 + main.x0) / 2, main.x0 - img.width * 0.015))
    : 0;
  const rightCut = right.length ? Math.round((main.x1 + right[0].x0) / 2) : img.width;
  const rect = (x0: number, x1: number): Rect => ({ x: x0, y: 0, width: x1 - x0, height: img.height });
  const plan: ColumnPlan = { main: rect(leftCut, rightCut) };
  // Only text of some weight is a sidebar; a few marks at the left edge (a window's border) are not.
  const sideMass = left.reduce((n, s) => n + s.mass, 0);
  const sideWidth = left.length ? left[left.length - 1].x1 - left[0].x0 : 0;
  if (left.length && sideMass >= main.mass * 0.01 && sideWidth >= img.width * 0.05) plan.side = rect(0, leftCut);
  else if (left.length) plan.main = rect(0, rightCut);
  if (right.length) plan.dropped = rect(rightCut, img.width);
  return plan;
}

/**
 * Median height of the text lines in a region, in pixels: how large the text is, to scale it for OCR. A row is in a
 * text line when it holds two glyph edges or more, not counting the x where almost every row has one (the sides of
 * cards, a sidebar's edge).
 */
export function textHeight(img: GrayImage): number {
  const { width: w, height: h, data } = img;
  const perX = new Uint32Array(w);
  for (let y = 1; y < h; y++) for (let x = 1; x < w; x++) if (isEdge(data, y * w + x, w)) perX[x]++;
  const rule = perX.map((n) => (n > h * 0.5 ? 1 : 0));
  const bands: number[] = [];
  let start = -1;
  for (let y = 1; y < h; y++) {
    const row = y * w;
    let edges = 0;
    for (let x = 1; x < w && edges < 2; x++) if (!rule[x] && isEdge(data, row + x, w)) edges++;
    if (edges >= 2 && start < 0) start = y;
    else if (edges < 2 && start >= 0) {
      if (y - start >= 4) bands.push(y - start);
      start = -1;
    }
  }
  if (!bands.length) return 0;
  bands.sort((a, b) => a - b);
  return bands[Math.floor(bands.length / 2)];
}

/**
 * A column cut into bands at its wide blank gaps (between the web page's cards, between an export's sections),
 * each recognised on its own: on a whole column tesseract's layout analysis now and then drops a line (a heading
 * under a row of buttons) that it reads without fail in a band. Gaps are measured on dark pixels of the cleaned
 * image; a band is at least `minBand` rows tall.
 */
export function textBands(img: GrayImage, gap: number, minBand: number): { y: number; height: number }[] {
  const { width: w, height: h, data } = img;
  const blank = (y: number) => {
    for (let x = 0, i = y * w; x < w; x++, i++) if (data[i] < 160) return false;
    return true;
  };
  const cuts = [0];
  let run = 0;
  for (let y = 0; y < h; y++) {
    if (blank(y)) run++;
    else {
      const at = y - Math.floor(run / 2);
      if (run >= gap && at - cuts[cuts.length - 1] >= minBand) cuts.push(at);
      run = 0;
    }
  }
  if (h - cuts[cuts.length - 1] < minBand && cuts.length > 1) cuts.pop();
  cuts.push(h);
  return cuts.slice(0, -1).map((y, i) => ({ y, height: cuts[i + 1] - y }));
}
