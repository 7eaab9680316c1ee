import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import type { ParseInput } from '../../edge/core/profile/text-item.ts';
import type { OcrBlock } from '../../edge/core/reader/ocr-items.ts';
import { ocrModels } from '../../edge/core/reader/ocr-languages.ts';
import { type DecodedImage, fitWithin, type ImageRead, readImage, toParseInput } from '../../edge/reader/read-image.ts';
import { ocrAssets } from './assets.ts';

// tesseract.js in the browser, inside our parse worker; the reading itself (columns, cleaning, joining screenshots)
// is edge/reader/read-image.ts, shared with Node. Worker script, wasm core and the models are our own copies from
// the npm packages. Tesseract fetches "<langPath>/<model>.traineddata.gz" for each model of "spa+eng", so the models
// are served side by side under their own names (web/pdf/assets.ts). (Passing the models as bytes is broken in
// tesseract.js 7: the language objects reach Init().)

// A tiny module using a SIMD instruction: if it validates, the faster SIMD core works in this browser.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

let engine: { models: string; worker: Promise<TesseractWorker> } | undefined;
let onFraction: ((fraction: number) => void) | undefined;

// One engine for every image this parse worker reads, in one language at a time: starting tesseract (worker, wasm
// core, a 2-4 MB model) takes seconds, recognising a screenshot far less.
function engineFor(language: string): Promise<TesseractWorker> {
  const models = ocrModels(language).join('+');
  if (engine?.models !== models) {
    if (engine) void engine.worker.then((w) => w.terminate()).catch(() => {});
    const started = start(models);
    // A failed start is not kept: the next image tries again.
    started.catch(() => {
      if (engine?.worker === started) engine = undefined;
    });
    engine = { models, worker: started };
  }
  return engine.worker;
}

/** Starts the OCR engine now, so the first image does not wait for it. */
export function warmOcr(language = 'en'): void {
  engineFor(language).catch(() => {});
}

async function start(models: string): Promise<TesseractWorker> {
  const missing = models.split('+').find((m) => !ocrAssets.hasModel(m));
  if (missing) throw new Error(`No OCR model for ${missing}`);
  const worker = await createWorker(models, OEM.LSTM_ONLY, {
    langPath: new URL(ocrAssets.modelFolder, location.href).href,
    workerPath: ocrAssets.worker,
    corePath: WebAssembly.validate(SIMD_PROBE) ? ocrAssets.coreSimd : ocrAssets.core,
    workerBlobURL: false,
    cacheMethod: 'none',
    gzip: true,
    logger: (m) => {
      if (m.status === 'recognizing text') onFraction?.(m.progress);
    },
  });
  // One column of text per call; the resolution only quiets tesseract's guess of it (text is already scaled).
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN, user_defined_dpi: '300' });
  return worker;
}

/** The image's pixels, shrunk first when it is huge (a full-page capture of 24 megapixels). */
async function decode(image: Blob): Promise<DecodedImage> {
  let bitmap = await createImageBitmap(image);
  const fit = fitWithin(bitmap.width, bitmap.height);
  if (fit) {
    const full = bitmap;
    bitmap = await createImageBitmap(full, { resizeWidth: fit.width, resizeHeight: fit.height, resizeQuality: 'high' });
    full.close();
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot read images here.');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { width, height, pixels: data, channels: 4 };
}

export interface OcrOptions {
  language: string;
  signal?: AbortSignal;
  /** Which image (0-based) of how many, and how far along it is, 0-100. */
  onProgress?: (image: number, images: number, percent: number) => void;
}

/** Screenshots of one profile, read in order and joined into one page for the parser. */
export async function ocrImages(images: Blob[], opts: OcrOptions): Promise<ParseInput> {
  const worker = await engineFor(opts.language);
  // Tesseract cannot cancel one job; aborting drops the whole engine, and the next call starts a new one.
  const abort = () => {
    engine = undefined;
    void worker.terminate();
  };
  opts.signal?.addEventListener('abort', abort, { once: true });
  try {
    const reads: ImageRead[] = [];
    for (const [i, image] of images.entries()) {
      opts.signal?.throwIfAborted();
      const report = (f: number) => opts.onProgress?.(i, images.length, Math.round(f * 100));
      const recognize = async (pgm: Uint8Array, onProgress?: (f: number) => void) => {
        onFraction = onProgress;
        try {
          const { data } = await worker.recognize(pgm as never, {}, { blocks: true, text: false });
          return (data.blocks ?? []) as unknown as OcrBlock[];
        } finally {
          onFraction = undefined;
        }
      };
      reads.push(await readImage(await decode(image), { recognize }, { signal: opts.signal, onProgress: report }));
    }
    opts.signal?.throwIfAborted();
    return toParseInput(reads);
  } finally {
    opts.signal?.removeEventListener('abort', abort);
  }
}
