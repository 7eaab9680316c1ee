import * as pdfjs from 'pdfjs-dist';
import { type Extracted, type ExtractOptions, extractText, ReadTimeout } from '../../edge/reader/extract.ts';
import { pdfAssets } from './assets.ts';

// pdf.js in the browser, run inside our parse worker (parse.worker.ts). pdf.js loads our copy of pdf.worker.min.mjs;
// fonts, CMaps and wasm come from our asset URLs through the factory below, never from a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = pdfAssets.worker;

// Assets are the same for every file: fetch each once per parse worker.
const assetCache = new Map<string, Promise<Uint8Array>>();

// pdf.js constructs this with its URL options, which we do not need.
class AssetDataFactory {
  fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = pdfAssets.files[kind]?.[filename];
    if (!url) return Promise.reject(new Error(`pdf.js asked for an asset we do not ship: ${kind}/${filename}`));
    let bytes = assetCache.get(url);
    if (!bytes) {
      bytes = fetch(url).then(async (res) => {
        if (!res.ok) throw new Error(`Could not load ${filename} (${res.status})`);
        return new Uint8Array(await res.arrayBuffer());
      });
      // A failed fetch is not remembered: the next file tries again.
      bytes.catch(() => assetCache.delete(url));
      assetCache.set(url, bytes);
    }
    // pdf.js may transfer what it gets; each document gets its own copy.
    return bytes.then((b) => b.slice());
  }
}

// One pdf.js worker for every file this parse worker reads, instead of one per file (pdf.js's default): loading and
// compiling pdf.worker.min.mjs is most of a cold read. Inside our worker there is no `window`, so pdf.js runs its
// worker code on this thread ("fake worker"); it is still off the page's main thread.
type PdfWorker = InstanceType<typeof pdfjs.PDFWorker>;
let shared: PdfWorker | undefined;
const readers = new Map<PdfWorker, number>();

function pdfWorker(): PdfWorker {
  if (!shared || shared.destroyed) shared = new pdfjs.PDFWorker({ verbosity: 0 });
  return shared;
}

/** Starts loading pdf.js's worker code now, so the first file does not wait for it. */
export function warmPdf(): void {
  pdfWorker().promise.catch(() => {});
}

export async function readPdf(
  bytes: Uint8Array,
  opts: Pick<ExtractOptions, 'signal' | 'onPage'> = {},
): Promise<Extracted> {
  const worker = pdfWorker();
  readers.set(worker, (readers.get(worker) ?? 0) + 1);
  try {
    return await extractText(pdfjs, bytes, { ...opts, binaryDataFactory: AssetDataFactory, worker });
  } catch (err) {
    // After a cancel or the deadline pdf.js may still be busy with that file: later files get a fresh worker, and
    // this one goes once no other file is using it.
    if ((opts.signal?.aborted || (err as { cause?: unknown })?.cause instanceof ReadTimeout) && shared === worker)
      shared = undefined;
    throw err;
  } finally {
    const left = (readers.get(worker) ?? 1) - 1;
    if (left > 0) readers.set(worker, left);
    else {
      readers.delete(worker);
      if (worker !== shared) worker.destroy();
    }
  }
}
