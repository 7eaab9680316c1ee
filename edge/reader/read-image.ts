import type { ParseInput } from '../core/profile/text-item.ts';
import { splitBeside } from '../core/reader/beside.ts';
import { type ImageText, joinScreenshots } from '../core/reader/join.ts';
import { type OcrBlock, ocrToItems } from '../core/reader/ocr-items.ts';
import { settleLookAlikes } from '../core/reader/page-spelling.ts';
import {
  blankSolids,
  clarify,
  crop,
  encodePgm,
  type GrayImage,
  grayFrom,
  type Rect,
  resize,
} from '../core/reader/pixels.ts';
import { planColumns, textBands, textHeight } from '../core/reader/regions.ts';

// Screenshots -> the parser's input, the same in the browser's parse worker and in Node: each image is split into
// its columns (the web page's right rail is dropped), each column is cleaned up, scaled so its text has the size
// tesseract reads best, and recognised band by band as one column of text (text set beside it, as in the web page's
// top card, read apart); then the screenshots are joined into one page.
// The platform supplies the decoded pixels and an OCR engine (tesseract.js, in its own worker).

export interface DecodedImage {
  width: number;
  height: number;
  pixels: ArrayLike<number>;
  channels: number; // bytes per pixel
}

export interface OcrEngine {
  /** Recognises one column of text (tesseract's page segmentation mode 4) in a binary PGM image. */
  recognize(pgm: Uint8Array, onProgress?: (fraction: number) => void): Promise<OcrBlock[]>;
}

/** Larger screenshots are shrunk before anything else: a 24-megapixel capture costs seconds and 500 MB otherwise. */
export const MAX_PIXELS = 8_000_000;

/** The size a decoder should shrink an image to, or null when it fits. */
export function fitWithin(width: number, height: number): { width: number; height: number } | null {
  const area = width * height;
  if (area <= MAX_PIXELS) return null;
  const f = Math.sqrt(MAX_PIXELS / area);
  return { width: Math.max(1, Math.floor(width * f)), height: Math.max(1, Math.floor(height * f)) };
}

// Tesseract reads best when a line of text is about this many pixels from ascender to descender; screenshots at
// 100% zoom are about half that, so they are enlarged (and very large text shrunk).
const TARGET_TEXT = 30;
const MAX_REGION_PIXELS = 9_000_000;
/** Points per screenshot pixel: a screenshot is taken as a 144 dpi page. */
const UNIT = 72 / 144;

export interface ReadOptions {
  signal?: AbortSignal;
  /** 0..1 for this image. */
  onProgress?: (fraction: number) => void;
}

export interface ImageRead extends ImageText {
  boundary: number | null;
}

export async function readImage(image: DecodedImage, engine: OcrEngine, opts: ReadOptions = {}): Promise<ImageRead> {
  const gray = grayFrom(image.pixels, image.width, image.height, image.channels);
  const plan = planColumns(gray);
  const regions: [Rect, 'side' | 'main'][] = plan.side
    ? [
        [plan.side, 'side'],
        [plan.main, 'main'],
      ]
    : [[plan.main, 'main']];
  const total = regions.reduce((n, [r]) => n + r.width * r.height, 0);
  let done = 0;
  const items = [];
  for (const [rect, column] of regions) {
    opts.signal?.throwIfAborted();
    const clear = clarify(crop(gray, rect));
    const size = textHeight(clear);
    const region = blankSolids(clear, size / 2);
    const scale = scaleFor(region, size);
    for (const band of textBands(region, Math.max(6, size * 1.2), Math.max(24, size * 3))) {
      const split = splitBeside(crop(region, { x: 0, y: band.y, width: region.width, height: band.height }), size * 3);
      const parts = [{ image: split.main, x: 0, y: 0 }];
      if (split.side) parts.push(split.side);
      for (const part of parts) {
        const scaled: GrayImage = Math.abs(scale - 1) < 0.1 ? part.image : resize(part.image, scale);
        // Progress counts the band once, whatever its parts.
        const area = part === split.side ? 0 : part.image.width * part.image.height;
        const blocks = await engine.recognize(encodePgm(scaled), (f) => opts.onProgress?.((done + f * area) / total));
        done += area;
        const k = scaled.width / part.image.width;
        const at = { x: rect.x + part.x, y: rect.y + band.y + part.y, scale: k, unit: UNIT, column };
        items.push(...ocrToItems(blocks, at));
      }
    }
  }
  opts.onProgress?.(1);
  return {
    items,
    page: { width: image.width * UNIT, height: image.height * UNIT },
    boundary: plan.side ? plan.main.x * UNIT : null,
  };
}

function scaleFor(region: GrayImage, h: number): number {
  const wanted = h > 0 ? Math.min(2.5, Math.max(0.5, TARGET_TEXT / h)) : 1;
  const cap = Math.sqrt(MAX_REGION_PIXELS / (region.width * region.height));
  return Math.min(wanted, Math.max(cap, 0.25));
}

/** Several screenshots of one profile, read in order, as one page for the parser. */
export function toParseInput(reads: ImageRead[]): ParseInput {
  const joined = joinScreenshots(reads);
  const boundary = reads.find((r) => r.boundary !== null)?.boundary ?? null;
  return { items: settleLookAlikes(joined.items), pages: [joined.page], mode: 'image', columns: { boundary } };
}
