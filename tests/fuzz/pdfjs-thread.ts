// pdf.js on its own worker thread in Node, as it always runs in the browser. In Node pdf.js otherwise uses a
// "fake worker" on the caller's thread, and its evaluator continues through microtasks only, so no timer can fire
// until a page is done: extractText's deadline would be useless against a file that stalls pdf.js. With the
// evaluator on another thread the deadline fires on time; the stalled thread is then terminated and replaced.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const WORKER_URL = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href;
// A browser worker logs an unhandled rejection and carries on; a Node thread would die of it, so do as browsers do.
const CODE = `const { workerData } = require('node:worker_threads');
process.on('unhandledRejection', () => {});
import(${JSON.stringify(WORKER_URL)}).then(({ WorkerMessageHandler }) => WorkerMessageHandler.initializeFromPort(workerData.port));`;

export interface PdfjsThread {
  /** Pass as readPdfBytes(bytes, { worker }). */
  worker: unknown;
  /** Why the thread died (e.g. ERR_WORKER_OUT_OF_MEMORY), or null while it lives. */
  died(): string | null;
  terminate(): Promise<void>;
}

export async function pdfjsThread(heapMb = 512): Promise<PdfjsThread> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { port1, port2 } = new MessageChannel();
  const thread = new Worker(CODE, {
    eval: true,
    workerData: { port: port2 },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    stdout: true,
    stderr: true,
  });
  thread.stdout.resume();
  thread.stderr.resume();
  let died: string | null = null;
  thread.on('error', (err) => (died = (err as { code?: string }).code ?? err.message));
  thread.on('exit', (code) => (died ??= `exited with ${code}`));
  // pdf.js's MessageHandler speaks to a web-style port (addEventListener/postMessage): Node's MessagePort is one.
  const worker = new pdfjs.PDFWorker({ port: port1 as never });
  return {
    worker,
    died: () => died,
    async terminate() {
      died = 'terminated';
      worker.destroy();
      port1.close();
      await thread.terminate();
    },
  };
}
