// "Where this score stands": the committed percentile table and the sentence shown beside every score.
import { describe, expect, it } from 'vitest';
import { standing } from '../../edge/core/rubric/standing.ts';
import { STANDING } from '../../edge/core/rubric/standing-table.ts';
import { RUBRIC_VERSION } from '../../edge/core/rubric/weights.ts';
import { percentiles } from '../../scripts/lib/standing-table.ts';

describe('score in context', () => {
  it('the table belongs to this rubric version and holds 21 rising percentiles per part', () => {
    expect(STANDING.rubric).toBe(RUBRIC_VERSION);
    expect(STANDING.profiles).toBeGreaterThanOrEqual(90);
    for (const q of Object.values(STANDING.parts)) {
      expect(q).toHaveLength(21);
      for (let i = 1; i < q.length; i++) expect(q[i]).toBeGreaterThanOrEqual(q[i - 1]);
    }
  });

  it('states the typical range (middle half) and the share of profiles below, rising with the score', () => {
    const q = STANDING.parts.overall;
    const mid = standing('overall', 60);
    expect(mid.typical).toEqual([q[5], q[15]]);
    expect(mid.text).toBe(
      `Typical profiles score ${q[5]}-${q[15]}; this one is above ${mid.above}% of the ${STANDING.profiles} real profiles we calibrated on.`,
    );
    let last = -1;
    for (let s = 0; s <= 100; s += 5) {
      const { above } = standing('overall', s);
      expect(above).toBeGreaterThanOrEqual(last);
      last = above;
    }
    expect(standing('overall', 0).text).toMatch(/among the lowest/);
    expect(standing('overall', 100).above).toBe(100);
  });

  it('computes percentiles the way spreadsheets do', () => {
    expect(percentiles([10, 20, 30, 40, 50], 25)).toEqual([10, 20, 30, 40, 50]);
    expect(percentiles([0, 100], 50)).toEqual([0, 50, 100]);
  });
});
