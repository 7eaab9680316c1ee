import { AppError, type ErrorCode } from '../../edge/core/errors.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import type { Progress, Request, Response } from './protocol.ts';

// The page's handle on the parse worker (after squoosh's worker bridge): the worker starts on first use, stops after
// a quiet spell to give its memory back, and every call can be cancelled with an AbortSignal.

export type { Progress } from './protocol.ts';

export interface ParseOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

interface Pending {
  resolve: (p: Profile) => void;
  reject: (e: unknown) => void;
  onProgress?: (p: Progress) => void;
}

export interface BridgeOptions {
  idleMs?: number;
  createWorker?: () => Worker;
}

const abortError = () => new DOMException('The parse was cancelled.', 'AbortError');

export function createParserBridge(options: BridgeOptions = {}) {
  const idleMs = options.idleMs ?? 30_000;
  const spawn =
    options.createWorker ?? (() => new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' }));
  let worker: Worker | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const stop = () => {
    clearTimeout(idleTimer);
    worker?.terminate();
    worker = undefined;
    for (const p of pending.values()) p.reject(abortError());
    pending.clear();
  };

  const settle = (id: number) => {
    pending.delete(id);
    clearTimeout(idleTimer);
    if (pending.size === 0) idleTimer = setTimeout(stop, idleMs);
  };

  const ensure = (): Worker => {
    clearTimeout(idleTimer);
    if (worker) return worker;
    const w = spawn();
    w.addEventListener('message', (event: MessageEvent<Response>) => {
      const msg = event.data;
      const job = pending.get(msg.id);
      if (!job) return;
      if (msg.type === 'progress') job.onProgress?.(msg.progress);
      else if (msg.type === 'done') {
        settle(msg.id);
        job.resolve(msg.profile);
      } else {
        settle(msg.id);
        job.reject(
          msg.error.code === 'ABORTED' ? abortError() : new AppError(msg.error.code as ErrorCode, msg.error.message),
        );
      }
    });
    // A crashed worker (out of memory on a huge scan) fails what it was doing; the next call starts a fresh one.
    w.addEventListener('error', (event) => {
      event.preventDefault();
      const failed = [...pending.values()];
      pending.clear();
      worker = undefined;
      w.terminate();
      for (const p of failed) p.reject(new AppError('INTERNAL', 'The file could not be read in this browser.'));
    });
    worker = w;
    return w;
  };

  // Starts the worker if needed; with nothing to do, the idle clock runs from now.
  const touch = (): Worker => {
    const w = ensure();
    if (pending.size === 0) idleTimer = setTimeout(stop, idleMs);
    return w;
  };

  function run(make: (id: number) => Request, transfer: Transferable[], opts: ParseOptions): Promise<Profile> {
    if (opts.signal?.aborted) return Promise.reject(abortError());
    const id = nextId++;
    return new Promise<Profile>((resolve, reject) => {
      const onAbort = () => {
        if (!pending.has(id)) return;
        worker?.postMessage({ id, kind: 'abort' } satisfies Request);
        settle(id);
        reject(abortError());
      };
      pending.set(id, {
        resolve: (p) => {
          opts.signal?.removeEventListener('abort', onAbort);
          resolve(p);
        },
        reject: (e) => {
          opts.signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
        onProgress: opts.onProgress,
      });
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      ensure().postMessage(make(id), transfer);
    });
  }

  return {
    async parsePdf(file: Blob | ArrayBuffer, opts: ParseOptions = {}): Promise<Profile> {
      // The worker loads while the file is read into memory.
      touch();
      const bytes = file instanceof ArrayBuffer ? file.slice(0) : await file.arrayBuffer();
      return run((id) => ({ id, kind: 'pdf', bytes }), [bytes], opts);
    },
    /** Screenshots of one profile, read in order and joined; `language` picks the OCR model (ISO 639-1). */
    parseImages(images: Blob[], opts: ParseOptions & { language?: string } = {}): Promise<Profile> {
      const language = opts.language ?? 'en';
      return run((id) => ({ id, kind: 'images', blobs: images, language }), [], opts);
    },
    /**
     * Starts the worker and has it load pdf.js (or the OCR engine) before a file is given, e.g. when the upload view
     * opens or the user picks a mode: the first read then skips most of its cold start. Stops when idle as usual.
     */
    warm(mode: 'pdf' | 'image' = 'pdf', language?: string): void {
      touch().postMessage({ id: 0, kind: 'warm', mode, language } satisfies Request);
    },
    get running(): boolean {
      return worker !== undefined;
    },
    stop,
  };
}

export type ParserBridge = ReturnType<typeof createParserBridge>;
