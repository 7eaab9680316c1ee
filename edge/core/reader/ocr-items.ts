import type { TextItem } from '../profile/text-item.ts';
import { fixWord } from './ocr-fixes.ts';

// Tesseract's "blocks" output for one region of a screenshot -> TextItem[] in page coordinates. Only the fields we
// read are typed here, so this file does not depend on tesseract's own types.

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: Box;
}
export interface OcrLine {
  words: OcrWord[];
  baseline: Box;
  bbox: Box;
}
export interface OcrBlock {
  paragraphs: { lines: OcrLine[] }[];
}

/** Words below this confidence are usually specks, icons or logos read as letters; lone letters need more. */
const MIN_CONFIDENCE = 40;
// A real word tesseract hesitated over (an accented word with a model that rarely sees it, "Ibérica") is kept at a
// lower confidence: logos and icons are blanked before OCR, so what remains of them is short or not letters.
const WORD = /^\p{L}[\p{L}.'’-]{2,}[,.;:]?$/u;
const keep = (w: OcrWord) => {
  const t = w.text.trim();
  if (!t) return false;
  if (t.length === 1 && /\p{L}/u.test(t)) return w.confidence >= 60;
  return w.confidence >= (WORD.test(t) ? 20 : MIN_CONFIDENCE);
};

export interface Placement {
  /** Where the region's pixel (0, 0) lies on the page, in the original image's pixels. */
  x: number;
  y: number;
  /** Region pixels per original pixel (the region may have been enlarged for OCR). */
  scale: number;
  /** Points per original pixel. */
  unit: number;
  column: 'side' | 'main';
}

/**
 * Each line is cut where words are far apart (a sidebar word and a main word on one row, or the company names
 * beside the name on the web page), and each piece gets its own font size: the tallest word box in it, ascender to
 * descender, stable enough to rank text by size. Word tops come from the line's baseline so that words of one line
 * share a baseline.
 */
export function ocrToItems(blocks: OcrBlock[], at: Placement): TextItem[] {
  const k = at.unit / at.scale;
  const items: TextItem[] = [];
  for (const block of blocks)
    for (const para of block.paragraphs)
      for (const line of para.lines) {
        const { x0, y0, x1, y1 } = line.baseline;
        const slope = x1 !== x0 ? (y1 - y0) / (x1 - x0) : 0;
        const sorted = [...line.words].sort((a, b) => a.bbox.x0 - b.bbox.x0);
        const words = sorted.filter((w, i) => keep(w) || besideSure(sorted, i));
        for (const piece of pieces(words)) {
          const px = capHeight(piece);
          for (const [i, w] of piece.entries()) {
            const base = y0 + slope * (w.bbox.x0 - x0);
            const text = fixWord(w.text.trim(), piece[i - 1]?.text, piece[i + 1]?.text);
            items.push({
              text,
              x: at.x * at.unit + w.bbox.x0 * k,
              y: at.y * at.unit + (base - px) * k,
              width: (w.bbox.x1 - w.bbox.x0) * k,
              height: px * k,
              // Capital letters are about 0.7 of the font size: the parser's spacing rules count in font sizes.
              fontSize: (px * k) / 0.7,
              fontName: '',
              page: 1,
              column: at.column,
              confidence: w.confidence,
            });
          }
        }
      }
  return items;
}

const ASCENDER = /[\p{Lu}\p{N}bdfhklt]|[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{P}\p{S}]/u;
const DESCENDER = /[gjpqyç]/;

/**
 * The text's size, from its word boxes: each box is as tall as the word's letters reach ("Data" cap height, "keep"
 * with a descender, "mos" only x-height), so each is brought to cap height and the median taken. Icons and logos
 * read as letters are taller than any word and drop out of the median.
 */
function capHeight(words: OcrWord[]): number {
  const heights: number[] = [];
  for (const w of words) {
    const h = w.bbox.y1 - w.bbox.y0;
    if (!ASCENDER.test(w.text)) continue;
    heights.push(DESCENDER.test(w.text) ? h * 0.78 : h);
  }
  if (!heights.length) return Math.max(...words.map((w) => w.bbox.y1 - w.bbox.y0)) * 1.3;
  heights.sort((a, b) => a - b);
  return heights[Math.floor((heights.length - 1) / 2)];
}

/** A word tesseract scored low (it does, now and then, on a clean word) next to a word it is sure of. */
function besideSure(words: OcrWord[], i: number): boolean {
  const sure = (w: OcrWord | undefined) => w !== undefined && w.confidence >= 85;
  return WORD.test(words[i].text.trim()) && (sure(words[i - 1]) || sure(words[i + 1]));
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
