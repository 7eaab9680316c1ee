import { describe, expect, it } from 'vitest';
import { resultBand } from '../../edge/core/bands.ts';
import { CHECKS, SECTIONS } from '../../edge/core/rubric/catalog.ts';
import { overallScore, scoreProfile } from '../../edge/core/rubric/score.ts';
import { SOURCE_IDS } from '../../edge/core/rubric/sources.ts';
import { SECTION_IDS } from '../../edge/core/rubric/types.ts';
import { CHECK_WEIGHTS, SECTION_WEIGHTS } from '../../edge/core/rubric/weights.ts';
import { FIXTURE_NAMES, fixture } from '../fixtures/profiles/index.ts';

describe('rubric data', () => {
  it('section weights and each section’s check weights sum to 100', () => {
    expect(Object.values(SECTION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    for (const id of SECTION_IDS) expect(Object.values(CHECK_WEIGHTS[id]).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('weights.ts and catalog.ts describe the same checks, each with known sources', () => {
    const weighted = SECTION_IDS.flatMap((id) => Object.keys(CHECK_WEIGHTS[id])).sort();
    expect(Object.keys(CHECKS).sort()).toEqual(weighted);
    for (const [id, info] of Object.entries(CHECKS)) {
      expect(info.sources.length, id).toBeGreaterThan(0);
      for (const s of info.sources) expect(SOURCE_IDS.has(s), `${id} -> ${s}`).toBe(true);
      expect(id.split('.')[0] in SECTIONS).toBe(true);
    }
  });
});

describe.each(FIXTURE_NAMES)('analysis of %s', (name) => {
  const a = scoreProfile(fixture(name));

  it('each section score is the sum of its checks, and the applied maxima sum to 100', () => {
    for (const id of SECTION_IDS) {
      const s = a.sections[id];
      expect(s.score).toBe(s.checks.reduce((sum, c) => sum + c.points, 0));
      expect(s.checks.reduce((sum, c) => sum + c.max, 0)).toBe(100);
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(s.band).toEqual(resultBand(s.score));
    }
  });

  it('every check carries evidence and a result consistent with its points', () => {
    for (const id of SECTION_IDS) {
      for (const c of a.sections[id].checks) {
        expect(c.evidence.trim().length, c.id).toBeGreaterThan(10);
        if (c.result === 'passed') expect(c.points).toBe(c.max);
        if (c.result === 'failed') expect(c.points).toBe(0);
        if (c.result === 'partial') {
          expect(c.points).toBeGreaterThan(0);
          expect(c.points).toBeLessThan(c.max);
        }
      }
      for (const s of a.sections[id].skipped) expect(s.reason).toMatch(/^Not applied: /);
    }
  });

  it('gives exactly 3 suggestions per section, ordered by the points they would gain', () => {
    for (const id of SECTION_IDS) {
      const { suggestions, checks } = a.sections[id];
      expect(suggestions).toHaveLength(3);
      const gains = suggestions.map((s) => s.gain);
      expect([...gains].sort((x, y) => y - x)).toEqual(gains);
      for (const s of suggestions) {
        expect(s.text.length).toBeGreaterThan(10);
        if (s.check_id) {
          const c = checks.find((x) => x.id === s.check_id)!;
          expect(s.gain).toBe(c.max - c.points);
        }
      }
      const best = Math.max(0, ...checks.map((c) => c.max - c.points));
      expect(gains[0]).toBe(best);
    }
  });

  it('overall is the weighted mean of the sections, with feedback of one or two sentences', () => {
    expect(a.overall_score).toBe(overallScore(a.sections));
    const mean = SECTION_IDS.reduce((t, id) => t + a.sections[id].score * SECTION_WEIGHTS[id], 0) / 100;
    expect(Math.abs(a.overall_score - mean)).toBeLessThanOrEqual(0.5);
    for (const id of SECTION_IDS) {
      expect(a.sections[id].feedback.trim()).not.toBe('');
      const n = a.sections[id].feedback.split(/(?<=\.)\s+(?=[A-Z])/).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
    }
  });
});
