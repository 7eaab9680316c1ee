import type { PageInfo, TextItem } from '../../edge/core/profile/text-item.ts';

// tesseract.js "blocks" output -> TextItem[], shared by the browser worker and Node. Only the fields we read are
// typed here, so this file does not depend on tesseract's own types.

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}
interface OcrLine {
  words: OcrWord[];
  baseline: Box;
  rowAttributes?: { rowHeight: number; ascenders: number; descenders: number };
  bbox: Box;
}
export interface OcrBlock {
  paragraphs: { lines: OcrLine[] }[];
}

/** Words below this confidence are usually specks or icons read as letters. */
const MIN_CONFIDENCE = 25;

/**
 * Pixels become points at `dpi` (a 2x screenshot is about 144 dpi). Tesseract may read a sidebar word and a main
 * column word on the same row as one line, so each line is cut where words are far apart, and each piece gets its own
 * font size: the tallest word box in it (ascender to descender), which is stable enough to rank text by size. Word
 * tops are derived from the line's baseline so that the words of one line share a baseline.
 */
export function ocrToItems(
  blocks: OcrBlock[],
  image: { width: number; height: number },
  dpi = 144,
): { items: TextItem[]; pages: PageInfo[] } {
  const s = 72 / dpi;
  const items: TextItem[] = [];
  for (const block of blocks)
    for (const para of block.paragraphs)
      for (const line of para.lines) {
        const { x0, y0, x1, y1 } = line.baseline;
        const slope = x1 !== x0 ? (y1 - y0) / (x1 - x0) : 0;
        const words = line.words
          .filter((w) => w.text.trim() && w.confidence >= MIN_CONFIDENCE)
          .sort((a, b) => a.bbox.x0 - b.bbox.x0);
        for (const piece of pieces(words)) {
          const px = Math.max(...piece.map((w) => w.bbox.y1 - w.bbox.y0));
          for (const [k, w] of piece.entries()) {
            const base = y0 + slope * (w.bbox.x0 - x0);
            // A capital I at the start of a sentence is often read as "|".
            const text =
              k === 0 && w.text.trim() === '|' && /^\p{Ll}/u.test(piece[1]?.text ?? '') ? 'I' : w.text.trim();
            items.push({
              text,
              x: w.bbox.x0 * s,
              y: (base - px) * s,
              width: (w.bbox.x1 - w.bbox.x0) * s,
              height: px * s,
              fontSize: px * s,
              fontName: '',
              page: 1,
            });
          }
        }
      }
  return { items, pages: [{ width: image.width * s, height: image.height * s }] };
}

function pieces(words: OcrWord[]): OcrWord[][] {
  const out: OcrWord[][] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    const height = prev ? prev.bbox.y1 - prev.bbox.y0 : 0;
    if (prev && w.bbox.x0 - prev.bbox.x1 <= Math.max(height * 2.5, 12)) last.push(w);
    else out.push([w]);
  }
  return out;
}
