import { describe, expect, it } from 'vitest';
import { barTone, HEADSHOT_PLACEHOLDER, headshotScores } from '../../web/features/headshot/headshot-scores.ts';

describe('headshot scores', () => {
  it('colours bars green at 80+, yellow at 60+, red below', () => {
    expect([100, 80, 79, 60, 59, 0].map(barTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('uses the spec placeholders where an analysis has no score', () => {
    expect(headshotScores().map((c) => [c.label, c.score])).toEqual([
      ['Professional Quality', 75],
      ['Lighting & Composition', 68],
      ['Background & Setting', 72],
      ['Facial Expression', 88],
      ['Dress Code & Attire', 85],
    ]);
    expect(HEADSHOT_PLACEHOLDER).toHaveLength(5);
  });

  it('takes real scores, rounded and clamped to 0-100, and ignores non-numbers', () => {
    const scores = headshotScores({ lightingScore: 91.6, attireScore: 140, expressionScore: Number.NaN });
    expect(scores.find((c) => c.key === 'lightingScore')?.score).toBe(92);
    expect(scores.find((c) => c.key === 'attireScore')?.score).toBe(100);
    expect(scores.find((c) => c.key === 'expressionScore')?.score).toBe(88);
  });
});
