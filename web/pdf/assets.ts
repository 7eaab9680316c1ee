// pdf.js and tesseract.js assets, emitted by Vite from the npm packages and served by us: no CDN, and the service
// worker caches them at runtime. File names get content hashes, so lookups go by original file name.

import { ocrModelFolder, ocrModelNames } from 'virtual:ocr-models';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import tesseractWorkerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreUrl from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url';
import coreSimdUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';

const byName = (files: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

export const pdfAssets = {
  worker: pdfWorkerUrl,
  files: {
    // Vite needs the options as literals.
    standardFontDataUrl: byName(
      import.meta.glob<string>('../../node_modules/pdfjs-dist/standard_fonts/*', {
        query: '?url',
        import: 'default',
        eager: true,
      }),
    ),
    cMapUrl: byName(
      import.meta.glob<string>('../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
        query: '?url',
        import: 'default',
        eager: true,
      }),
    ),
    wasmUrl: byName(
      import.meta.glob<string>('../../node_modules/pdfjs-dist/wasm/*', {
        query: '?url',
        import: 'default',
        eager: true,
      }),
    ),
  } as Record<string, Record<string, string>>,
};

// The models (edge/core/reader/ocr-languages.ts), keyed by tesseract's name ("eng", "chi_sim"), all in one folder
// under their own names: tesseract loads the two models of a "spa+eng" reading from one place. Only the folder's
// name is in the bundle; a model is fetched when a screenshot is first read in its language.
export const ocrAssets = {
  worker: tesseractWorkerUrl,
  core: coreUrl,
  coreSimd: coreSimdUrl,
  modelFolder: ocrModelFolder,
  hasModel: (name: string): boolean => ocrModelNames.includes(name),
};
