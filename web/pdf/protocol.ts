import type { ErrorCode } from '../../edge/core/errors.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';

// Messages between the page (worker-bridge.ts) and the parse worker (parse.worker.ts).

export type Progress =
  | { stage: 'pages'; done: number; total: number }
  // Screenshot `image` (0-based) of `images`, `percent` of the way through it.
  | { stage: 'ocr'; percent: number; image: number; images: number };

export type Request =
  | { id: number; kind: 'pdf'; bytes: ArrayBuffer }
  // Screenshots of one profile, in order, read with the OCR model of `language` (ISO 639-1).
  | { id: number; kind: 'images'; blobs: Blob[]; language: string }
  | { id: number; kind: 'abort' }
  // Load pdf.js or the OCR engine before the file arrives (e.g. while the user picks it); no answer.
  | { id: 0; kind: 'warm'; mode: 'pdf' | 'image'; language?: string };

export type Response =
  | { id: number; type: 'progress'; progress: Progress }
  | { id: number; type: 'done'; profile: Profile }
  | { id: number; type: 'error'; error: { code: ErrorCode | 'ABORTED'; message: string } };
