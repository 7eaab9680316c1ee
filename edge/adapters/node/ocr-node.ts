import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { type OcrBlock, ocrToItems } from '../../../web/pdf/ocr-items.ts';
import type { PageInfo, TextItem } from '../../core/profile/text-item.ts';

// OCR in Node with tesseract.js: the English LSTM model comes from the @tesseract.js-data/eng package (best_int, the
// same file the browser serves), the core from tesseract.js-core; nothing is downloaded and nothing is cached to disk.
const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface OcrOptions {
  dpi?: number;
  onProgress?: (percent: number) => void;
}

function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
  if (!isPng) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export async function ocrBytesNode(
  bytes: Uint8Array,
  opts: OcrOptions = {},
): Promise<{ items: TextItem[]; pages: PageInfo[] }> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: 'none',
    gzip: true,
    logger: (m) => {
      if (m.status === 'recognizing text') opts.onProgress?.(Math.round(m.progress * 100));
    },
  });
  try {
    const { data } = await worker.recognize(Buffer.from(bytes), {}, { blocks: true, text: false });
    const size = pngSize(bytes) ?? imageSizeFromBlocks(data.blocks as unknown as OcrBlock[]);
    return ocrToItems((data.blocks ?? []) as unknown as OcrBlock[], size, opts.dpi);
  } finally {
    await worker.terminate();
  }
}

// JPEG/WebP: no cheap header read here, so the page is taken as just large enough to hold every word.
function imageSizeFromBlocks(blocks: OcrBlock[]): { width: number; height: number } {
  let width = 1;
  let height = 1;
  for (const b of blocks ?? [])
    for (const p of b.paragraphs)
      for (const l of p.lines) {
        width = Math.max(width, l.bbox.x1);
        height = Math.max(height, l.bbox.y1);
      }
  return { width, height };
}

export async function ocrImageNode(
  file: string,
  opts: OcrOptions = {},
): Promise<{ items: TextItem[]; pages: PageInfo[] }> {
  return ocrBytesNode(new Uint8Array(await readFile(file)), opts);
}
