import type { ErrorCode } from '../../edge/core/errors.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';

// Messages between the page (worker-bridge.ts) and the parse worker (parse.worker.ts).

export type Progress = { stage: 'pages'; done: number; total: number } | { stage: 'ocr'; percent: number };

export type Request =
  | { id: number; kind: 'pdf'; bytes: ArrayBuffer }
  | { id: number; kind: 'image'; blob: Blob }
  | { id: number; kind: 'abort' }
  // Load pdf.js or the OCR engine before the file arrives (e.g. while the user picks it); no answer.
  | { id: 0; kind: 'warm'; mode: 'pdf' | 'image' };

export type Response =
  | { id: number; type: 'progress'; progress: Progress }
  | { id: number; type: 'done'; profile: Profile }
  | { id: number; type: 'error'; error: { code: ErrorCode | 'ABORTED'; message: string } };
