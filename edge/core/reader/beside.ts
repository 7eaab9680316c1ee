import type { GrayImage } from './pixels.ts';

// Text set beside the main text inside one band: the web page's top card lists the current company and school to the
// right of the name and headline. Tesseract, told the band is a single column, joins words at the same height into
// one line; where the two sides' lines are offset by half a line it fits one baseline to both and misreads them (a
// wrapped headline's second line was lost so). Such text is found from the pixels and read on its own.

const INK = 160; // darker than this, on the cleaned image, is text (as for the bands)

export interface Beside {
  /** The band with the text beside it whitened. */
  main: GrayImage;
  /** That text alone, and where its pixel (0, 0) lies in the band. */
  side: { x: number; y: number; image: GrayImage } | null;
}

/**
 * Runs of text rows (one line, or lines of both sides chained by their overlap) are taken one by one; where a run's
 * ink leaves a gutter at least `gutter` wide, what lies right of it is beside the main text. Long vertical lines (the
 * sides of cards) count as no text, and each run owns the blank rows halfway to the next, for the anti-aliasing.
 */
export function splitBeside(img: GrayImage, gutter: number): Beside {
  const { width: w, height: h, data } = img;
  const perX = new Uint32Array(w);
  for (let i = 0; i < data.length; i++) if (data[i] < INK) perX[i % w]++;
  const rule = (x: number) => perX[x] > h * 0.8;
  const inkRow = (y: number) => {
    for (let x = 0, i = y * w; x < w; x++, i++) if (data[i] < INK && !rule(x)) return true;
    return false;
  };
  const runs: [number, number][] = [];
  for (let y = 0; y < h; y++) {
    if (!inkRow(y)) continue;
    const start = y;
    while (y < h && inkRow(y)) y++;
    runs.push([start, y]);
  }
  const cuts: { y0: number; y1: number; x: number }[] = [];
  for (const [k, [y0, y1]] of runs.entries()) {
    const x = gutterIn(img, y0, y1, gutter, rule);
    if (x === null) continue;
    const top = k > 0 ? Math.ceil((runs[k - 1][1] + y0) / 2) : 0;
    const bottom = k < runs.length - 1 ? Math.ceil((y1 + runs[k + 1][0]) / 2) : h;
    cuts.push({ y0: top, y1: bottom, x });
  }
  if (!cuts.length) return { main: img, side: null };
  const main = new Uint8Array(data);
  const x = Math.min(...cuts.map((c) => c.x));
  const y = cuts[0].y0;
  const sw = w - x;
  const sh = cuts[cuts.length - 1].y1 - y;
  const side = new Uint8Array(sw * sh).fill(255);
  for (const c of cuts)
    for (let yy = c.y0; yy < c.y1; yy++) {
      const row = yy * w;
      side.set(data.subarray(row + c.x, row + w), (yy - y) * sw + (c.x - x));
      main.fill(255, row + c.x, row + w);
    }
  return { main: { width: w, height: h, data: main }, side: { x, y, image: { width: sw, height: sh, data: side } } };
}

/** The middle of the first gutter in rows y0..y1 with text on both sides, or null. */
function gutterIn(img: GrayImage, y0: number, y1: number, gutter: number, rule: (x: number) => boolean) {
  const { width: w, data } = img;
  const inked = new Uint8Array(w);
  for (let y = y0; y < y1; y++) for (let x = 0, i = y * w; x < w; x++, i++) if (data[i] < INK && !rule(x)) inked[x] = 1;
  let last = -1;
  for (let x = 0; x < w; x++) {
    if (!inked[x]) continue;
    if (last >= 0 && x - last - 1 >= gutter) return Math.round((last + 1 + x) / 2);
    last = x;
  }
  return null;
}
