import type { Line } from './pipeline-types.ts';

// Fields read from words tesseract was unsure of: the review step highlights them for the user to check. Clean
// screenshot text reads at 90-96; below this a word is often wrong ("Jomada", "PostgresC").
const SURE = 80;

export const unsure = (lines: (Line | undefined)[]): boolean =>
  lines.some((l) => l?.confidence !== undefined && l.confidence < SURE);
