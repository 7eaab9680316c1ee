import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import type { PageInfo, TextItem } from '../../edge/core/profile/text-item.ts';
import { ocrAssets } from './assets.ts';
import { type OcrBlock, ocrToItems } from './ocr-items.ts';

// tesseract.js in the browser, inside our parse worker. Worker script, wasm core and the English model are our own
// copies from the npm packages. Tesseract fetches "<langPath>/eng.traineddata.gz", but Vite gives the model a hashed
// name; ending langPath with "#" turns tesseract's suffix into a URL fragment, which fetch ignores, so the request
// goes to our asset. (Passing the model as bytes is broken in tesseract.js 7: the language objects reach Init().)

// A tiny module using a SIMD instruction: if it validates, the faster SIMD core works in this browser.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

let engine: Promise<TesseractWorker> | undefined;
let onPercent: ((percent: number) => void) | undefined;

// One engine for every image this parse worker reads: starting tesseract (worker, wasm core, 4 MB model) takes
// seconds, recognising a screenshot far less.
function engineOnce(): Promise<TesseractWorker> {
  if (!engine) {
    const started = start();
    // A failed start is not kept: the next image tries again.
    started.catch(() => {
      if (engine === started) engine = undefined;
    });
    engine = started;
  }
  return engine;
}

/** Starts the OCR engine now, so the first image does not wait for it. */
export function warmOcr(): void {
  engineOnce().catch(() => {});
}

function start(): Promise<TesseractWorker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: `${new URL(ocrAssets.eng, location.href).href}#`,
    workerPath: ocrAssets.worker,
    corePath: WebAssembly.validate(SIMD_PROBE) ? ocrAssets.coreSimd : ocrAssets.core,
    workerBlobURL: false,
    cacheMethod: 'none',
    gzip: true,
    logger: (m) => {
      if (m.status === 'recognizing text') onPercent?.(Math.round(m.progress * 100));
    },
  });
}

export interface OcrOptions {
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
  dpi?: number;
}

export async function ocrImage(image: Blob, opts: OcrOptions = {}): Promise<{ items: TextItem[]; pages: PageInfo[] }> {
  const bitmap = await createImageBitmap(image);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  const worker = await engineOnce();
  // Tesseract cannot cancel one job; aborting drops the whole engine, and the next call starts a new one.
  const abort = () => {
    engine = undefined;
    void worker.terminate();
  };
  opts.signal?.addEventListener('abort', abort, { once: true });
  onPercent = opts.onProgress;
  try {
    const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
    opts.signal?.throwIfAborted();
    return ocrToItems((data.blocks ?? []) as unknown as OcrBlock[], size, opts.dpi);
  } finally {
    opts.signal?.removeEventListener('abort', abort);
    onPercent = undefined;
  }
}
