import { AppError } from '../core/errors.ts';
import { MAX_FILE_BYTES, MAX_PAGES, parseErrors } from '../core/profile/errors.ts';
import type { DocumentMeta, PageInfo, TextItem } from '../core/profile/text-item.ts';
import { unsafeFontWidths } from './pdf-guard.ts';

// pdf.js -> TextItem[], the same code in the browser worker and in Node: the caller passes the pdf.js module it
// loaded (browser build or legacy Node build) and where its font data lives.

type PdfJs = Pick<typeof import('pdfjs-dist'), 'getDocument' | 'Util'>;

export interface ExtractOptions {
  standardFontDataUrl?: string;
  cMapUrl?: string;
  signal?: AbortSignal;
  onPage?: (done: number, total: number) => void;
  /** Loads fonts, CMaps and wasm for pdf.js from our own asset URLs (browser); see read-pdf.ts. */
  binaryDataFactory?: new (
    options: unknown,
  ) => { fetch(req: { kind: string; filename: string }): Promise<Uint8Array> };
  /** Resolve real font names (needs pdf.js to parse each page's drawing operators): only when a page mixes fonts. */
  fontNames?: 'auto' | 'always' | 'never';
  /** Gives up with UNREADABLE_PDF after this long (default 20 s): see DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * A pdf.js PDFWorker to use (and keep) instead of one per file: read-pdf.ts shares one. In Node, and inside our
   * parse worker (no `window` there), pdf.js runs its worker code on the caller's thread, where the deadline cannot
   * fire until pdf.js yields (tests/fuzz/pdfjs-thread.ts gives Node a real one).
   */
  worker?: unknown;
}

// A real export reads in well under a second, but a hostile one can stall pdf.js for minutes (e.g. 20,000 nested
// `q` operators: each saved graphics state is an Object.create() of the previous one, so lookups walk an ever
// longer prototype chain). pdf.js yields between operators, so destroying the task at a deadline stops it.
export const DEFAULT_TIMEOUT_MS = 20_000;
/** The cause of an UNREADABLE_PDF that was the deadline, not the file. */
export class ReadTimeout extends Error {}

export interface Extracted {
  items: TextItem[];
  pages: PageInfo[];
  meta: DocumentMeta;
}

const BOLD_RE = /bold|black|heavy|semibold|demi/i;

function aborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

async function open(pdfjs: PdfJs, bytes: Uint8Array, opts: ExtractOptions) {
  // pdf.js transfers the buffer to its worker; give it a copy so the caller's bytes stay usable (e.g. for Dexie).
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    standardFontDataUrl: opts.standardFontDataUrl,
    cMapUrl: opts.cMapUrl,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    ...(opts.worker ? { worker: opts.worker as never } : {}),
    ...(opts.binaryDataFactory ? { BinaryDataFactory: opts.binaryDataFactory, useWorkerFetch: false } : {}),
  });
  const onAbort = () => void task.destroy();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return { task, doc: await task.promise, onAbort };
  } catch (err) {
    opts.signal?.removeEventListener('abort', onAbort);
    aborted(opts.signal);
    // PasswordException, InvalidPDFException, FormatError, ...: encrypted or damaged either way.
    throw Object.assign(parseErrors.unreadable(), { cause: err });
  }
}

export async function extractText(pdfjs: PdfJs, bytes: Uint8Array, opts: ExtractOptions = {}): Promise<Extracted> {
  if (bytes.byteLength > MAX_FILE_BYTES) throw parseErrors.tooLarge();
  // Refused before pdf.js sees it: some damaged font metrics exhaust memory faster than the deadline fires.
  const unsafe = unsafeFontWidths(bytes);
  if (unsafe) throw Object.assign(parseErrors.unreadable(), { cause: new Error(unsafe) });
  aborted(opts.signal);
  // One signal for the caller's cancel and our deadline; every pdf.js await below races it, so neither waits on
  // a promise a destroyed task may never settle.
  const stop = new AbortController();
  const cancel = () => stop.abort(opts.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
  opts.signal?.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(() => stop.abort(new ReadTimeout()), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    return await read(pdfjs, bytes, { ...opts, signal: stop.signal });
  } catch (err) {
    if (stop.signal.reason instanceof ReadTimeout)
      throw Object.assign(parseErrors.unreadable(), { cause: stop.signal.reason });
    aborted(opts.signal);
    if (err instanceof AppError) throw err;
    // pdf.js failing after the document opened (a broken page tree, content or font): damaged all the same.
    throw Object.assign(parseErrors.unreadable(), { cause: err });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', cancel);
  }
}

function until<T>(signal: AbortSignal, p: Promise<T>): Promise<T> {
  return new Promise<T>((ok, fail) => {
    const onAbort = () => fail(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(ok, fail).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function read(pdfjs: PdfJs, bytes: Uint8Array, opts: ExtractOptions & { signal: AbortSignal }) {
  const { task, doc, onAbort } = await until(opts.signal, open(pdfjs, bytes, opts));
  const wait = <T>(p: Promise<T>) => until(opts.signal, p);
  try {
    if (doc.numPages > MAX_PAGES) throw parseErrors.tooLarge();
    const info = ((await wait(doc.getMetadata()).catch(() => null))?.info ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
    const meta: DocumentMeta = {
      producer: str(info.Producer),
      creator: str(info.Creator),
      title: str(info.Title),
      author: str(info.Author),
    };
    const items: TextItem[] = [];
    const pages: PageInfo[] = [];
    // Font ids ("g_d0_f2") are document-wide, so each font is resolved once, on the first page that uses it.
    const fonts = new Map<string, string>();
    for (let n = 1; n <= doc.numPages; n++) {
      aborted(opts.signal);
      const page = await wait(doc.getPage(n));
      const viewport = page.getViewport({ scale: 1 });
      pages.push({ width: viewport.width, height: viewport.height });
      const content = await wait(page.getTextContent());
      const loaded = new Set(content.items.flatMap((i) => ('fontName' in i && i.str ? [i.fontName] : [])));
      const unseen = [...loaded].filter((id) => !fonts.has(id));
      const mixed = loaded.size > 1 || fonts.size > 0;
      if (unseen.length && (opts.fontNames === 'always' || (opts.fontNames !== 'never' && mixed))) {
        await wait(page.getOperatorList());
        for (const id of unseen) {
          const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string }) : undefined;
          fonts.set(id, font?.name ? font.name.replace(/^[A-Z]{6}\+/, '') : id);
        }
      }
      for (const it of content.items) {
        if (!('str' in it) || it.str === '') continue;
        const tx = pdfjs.Util.transform(viewport.transform, it.transform);
        const fontSize = Math.hypot(tx[2], tx[3]);
        const fontName = fonts.get(it.fontName) ?? it.fontName;
        items.push({
          text: it.str,
          x: tx[4],
          y: tx[5] - fontSize,
          width: it.width,
          height: fontSize,
          fontSize,
          fontName,
          page: n,
          bold: BOLD_RE.test(fontName),
        });
      }
      page.cleanup();
      opts.onPage?.(n, doc.numPages);
    }
    return { items, pages, meta };
  } finally {
    opts.signal.removeEventListener('abort', onAbort);
    // After a cancel or the deadline the pdf.js worker may stay busy long before it acknowledges: don't wait.
    if (opts.signal.aborted) task.destroy().catch(() => {});
    else await task.destroy();
  }
}
