import { AppError } from '../../edge/core/errors.ts';
import { parseProfile } from '../../edge/core/profile/parse.ts';
import type { ParseInput } from '../../edge/core/profile/text-item.ts';
import { ocrImages, warmOcr } from './ocr.ts';
import type { Request, Response } from './protocol.ts';
import { readPdf, warmPdf } from './read-pdf.ts';

// The parse worker: file bytes in, Profile out, progress on the way. The page never blocks on pdf.js or tesseract.
// Typed by hand: the web project's lib is DOM, and pulling in the WebWorker lib would change globals for every file.
const scope = self as unknown as {
  postMessage(msg: Response): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Request>) => void): void;
};
const running = new Map<number, AbortController>();
const send = (msg: Response) => scope.postMessage(msg);

async function handle(req: Extract<Request, { kind: 'pdf' | 'images' }>, signal: AbortSignal): Promise<void> {
  let input: ParseInput;
  if (req.kind === 'pdf') {
    const onPage = (done: number, total: number) =>
      send({ id: req.id, type: 'progress', progress: { stage: 'pages', done, total } });
    const x = await readPdf(new Uint8Array(req.bytes), { signal, onPage });
    input = { ...x, mode: 'pdf' };
  } else {
    const onProgress = (image: number, images: number, percent: number) =>
      send({ id: req.id, type: 'progress', progress: { stage: 'ocr', percent, image, images } });
    input = await ocrImages(req.blobs, { language: req.language, signal, onProgress });
  }
  signal.throwIfAborted();
  send({ id: req.id, type: 'done', profile: parseProfile(input) });
}

scope.addEventListener('message', (event: MessageEvent<Request>) => {
  const req = event.data;
  if (req.kind === 'abort') {
    running.get(req.id)?.abort();
    return;
  }
  if (req.kind === 'warm') {
    if (req.mode === 'pdf') warmPdf();
    else warmOcr(req.language);
    return;
  }
  const controller = new AbortController();
  running.set(req.id, controller);
  handle(req, controller.signal)
    .catch((err: unknown) => {
      const error =
        err instanceof AppError
          ? { code: err.code, message: err.message }
          : controller.signal.aborted
            ? { code: 'ABORTED' as const, message: 'Cancelled.' }
            : { code: 'INTERNAL' as const, message: err instanceof Error ? err.message : String(err) };
      send({ id: req.id, type: 'error', error });
    })
    .finally(() => running.delete(req.id));
});
