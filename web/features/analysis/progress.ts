// One progress bar for the whole trip: reading the file (pages, or OCR percent), parsing, the review pause, scoring.
// The parser reports real progress while reading; parsing and scoring are short and get fixed marks.
import type { Progress } from '../../pdf/worker-bridge.ts';

export type FlowStage = 'reading' | 'parsing' | 'review' | 'scoring' | 'done';

export interface ProgressView {
  percent: number;
  label: string;
  step: 1 | 2 | 3;
}

const READ_FROM = 5;
const READ_TO = 60;

const span = (fraction: number) => Math.round(READ_FROM + (READ_TO - READ_FROM) * Math.min(1, Math.max(0, fraction)));

export function readingProgress(p: Progress | null): ProgressView {
  if (!p) return { percent: READ_FROM, label: 'Opening your file', step: 1 };
  if (p.stage === 'ocr')
    return {
      percent: span((p.image + p.percent / 100) / Math.max(1, p.images)),
      label:
        p.images > 1
          ? `Reading screenshot ${p.image + 1} of ${p.images} (${Math.round(p.percent)}%)`
          : `Reading text from your image (${Math.round(p.percent)}%)`,
      step: 1,
    };
  if (p.total > 0 && p.done >= p.total) return { percent: 65, label: 'Parsing your profile', step: 1 };
  return { percent: span(p.total ? p.done / p.total : 0), label: `Reading page ${p.done + 1} of ${p.total}`, step: 1 };
}

export function stageProgress(stage: FlowStage, reading: Progress | null = null): ProgressView {
  switch (stage) {
    case 'reading':
      return readingProgress(reading);
    case 'parsing':
      return { percent: 65, label: 'Parsing your profile', step: 1 };
    case 'review':
      return { percent: 70, label: 'Check what we read', step: 2 };
    case 'scoring':
      return { percent: 85, label: 'Scoring your profile', step: 3 };
    case 'done':
      return { percent: 100, label: 'Done', step: 3 };
  }
}
