// The headshot categories of the product specification's section 2, keyed like analysis_data.photoAnalysis (product
// specification, section 3).
import { type BandTone, resultBand } from '../../../edge/core/bands.ts';

export type PhotoScoreKey =
  | 'professionalScore'
  | 'lightingScore'
  | 'backgroundScore'
  | 'expressionScore'
  | 'attireScore';
export type BarTone = 'green' | 'yellow' | 'red';

export interface HeadshotCategory {
  key: PhotoScoreKey;
  label: string;
  score: number;
}

/** Placeholder scores shown while the feature is coming soon (product specification, section 2). */
export const HEADSHOT_PLACEHOLDER: readonly HeadshotCategory[] = [
  { key: 'professionalScore', label: 'Professional Quality', score: 75 },
  { key: 'lightingScore', label: 'Lighting & Composition', score: 68 },
  { key: 'backgroundScore', label: 'Background & Setting', score: 72 },
  { key: 'expressionScore', label: 'Facial Expression', score: 88 },
  { key: 'attireScore', label: 'Dress Code & Attire', score: 85 },
];

const TONE_BAR = { green: 'green', amber: 'yellow', red: 'red' } as const satisfies Record<BandTone, BarTone>;

/** Bar colour on the result scale (edge/core/bands.ts): green at 80 or above, yellow at 60 or above, red otherwise. */
export function barTone(score: number): BarTone {
  return TONE_BAR[resultBand(score).tone];
}

/** Real scores where an analysis has them, the placeholder defaults elsewhere; clamped to 0-100. */
export function headshotScores(analysis?: Partial<Record<PhotoScoreKey, number>>): HeadshotCategory[] {
  return HEADSHOT_PLACEHOLDER.map((c) => {
    const value = analysis?.[c.key];
    const score = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : c.score;
    return { ...c, score: Math.min(100, Math.max(0, score)) };
  });
}
