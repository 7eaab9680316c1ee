import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { ParseInput } from '../../core/profile/text-item.ts';
import type { OcrBlock } from '../../core/reader/ocr-items.ts';
import { ocrModels } from '../../core/reader/ocr-languages.ts';
import {
  type DecodedImage,
  fitWithin,
  type ImageRead,
  type OcrEngine,
  readImage,
  toParseInput,
} from '../../reader/read-image.ts';

// Screenshots read in Node (the CLI, tests, eval:ocr, the bench): sharp decodes PNG, JPEG or WebP, tesseract.js
// reads with the models of the chosen language from their @tesseract.js-data packages (best_int, the same files the
// browser serves); nothing is downloaded and nothing is cached to disk.
const require = createRequire(import.meta.url);
const modelFile = (model: string) =>
  path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${model}/package.json`)),
    '4.0.0_best_int',
    `${model}.traineddata.gz`,
  );

/**
 * Tesseract reads every model from one folder, and each package has its own: a temporary folder of links to them
 * serves while the worker starts (it copies the models into its own memory) and is removed right after.
 */
async function withModelDir<T>(models: string[], use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ocr-models-'));
  try {
    for (const m of models) await symlink(modelFile(m), path.join(dir, `${m}.traineddata.gz`));
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface NodeOcr extends OcrEngine {
  close(): Promise<void>;
}

/** One tesseract worker for one language, kept for every image it is given. */
export async function nodeOcr(language = 'en'): Promise<NodeOcr> {
  const models = ocrModels(language);
  let report: ((fraction: number) => void) | undefined;
  const worker = await withModelDir(models, (langPath) =>
    createWorker(models.join('+'), OEM.LSTM_ONLY, {
      langPath,
      cacheMethod: 'none',
      gzip: true,
      logger: (m) => {
        if (m.status === 'recognizing text') report?.(m.progress);
      },
    }),
  );
  // The resolution only quiets tesseract's guess of it (printed to the console): text is already scaled.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN, user_defined_dpi: '300' });
  return {
    async recognize(pgm, onProgress) {
      report = onProgress;
      try {
        const { data } = await worker.recognize(Buffer.from(pgm), {}, { blocks: true, text: false });
        return (data.blocks ?? []) as unknown as OcrBlock[];
      } finally {
        report = undefined;
      }
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

export async function decodeNode(bytes: Uint8Array): Promise<DecodedImage> {
  // sharp is a development dependency: only the CLI and tests read screenshots in Node.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes).metadata();
  const fit = meta.width && meta.height ? fitWithin(meta.width, meta.height) : null;
  let pipeline = sharp(bytes).rotate();
  if (fit) pipeline = pipeline.resize(fit.width, fit.height, { fit: 'fill' });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data, channels: info.channels };
}

export interface ScreenshotOptions {
  language?: string;
  engine?: OcrEngine;
  /** Per image, 0..1. */
  onProgress?: (image: number, fraction: number) => void;
}

/** Screenshots of one profile, in order -> the parser's input. */
export async function readScreenshotsNode(images: Uint8Array[], opts: ScreenshotOptions = {}): Promise<ParseInput> {
  const own = opts.engine ? undefined : await nodeOcr(opts.language);
  const engine = opts.engine ?? own!;
  try {
    const reads: ImageRead[] = [];
    for (const [i, bytes] of images.entries())
      reads.push(await readImage(await decodeNode(bytes), engine, { onProgress: (f) => opts.onProgress?.(i, f) }));
    return toParseInput(reads);
  } finally {
    await own?.close();
  }
}

export async function readScreenshotFilesNode(files: string[], opts: ScreenshotOptions = {}): Promise<ParseInput> {
  return readScreenshotsNode(await Promise.all(files.map(async (f) => new Uint8Array(await readFile(f)))), opts);
}
