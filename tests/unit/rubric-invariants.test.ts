import { describe, expect, it } from 'vitest';
import { resultBand } from '../../edge/core/bands.ts';
import { CHECKS, SECTIONS } from '../../edge/core/rubric/catalog.ts';
import { overallScore, scoreProfile } from '../../edge/core/rubric/score.ts';
import { SOURCE_IDS } from '../../edge/core/rubric/sources.ts';
import { PART_IDS, SECTION_IDS } from '../../edge/core/rubric/types.ts';
import { CHECK_WEIGHTS, PART_WEIGHTS } from '../../edge/core/rubric/weights.ts';
import { FIXTURE_NAMES, fixture } from '../fixtures/profiles/index.ts';

describe('rubric data', () => {
  it('part weights and each part’s check weights sum to 100', () => {
    expect(Object.values(PART_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    for (const id of PART_IDS) expect(Object.values(CHECK_WEIGHTS[id]).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('weights.ts and catalog.ts describe the same checks, each with known sources', () => {
    const weighted = PART_IDS.flatMap((id) => Object.keys(CHECK_WEIGHTS[id])).sort();
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
  const parts = { ...a.sections, basics: a.basics };

  it('each part scores the sum of its checks, or its gate’s cap when lower; applied maxima sum to 100', () => {
    for (const id of PART_IDS) {
      const s = parts[id];
      const sum = s.checks.reduce((t, c) => t + c.points, 0);
      if (s.gate) {
        expect(sum).toBeGreaterThan(s.gate.cap);
        expect(s.score).toBe(s.gate.cap);
        expect(s.feedback).toContain(`Capped at ${s.gate.cap}`);
      } else expect(s.score).toBe(sum);
      expect(s.checks.reduce((t, c) => t + c.max, 0)).toBe(100);
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(s.band).toEqual(resultBand(s.score));
    }
  });

  it('every check carries evidence and a result consistent with its points', () => {
    for (const id of PART_IDS) {
      for (const c of parts[id].checks) {
        expect(c.evidence.trim().length, c.id).toBeGreaterThan(10);
        if (c.result === 'passed') expect(c.points).toBe(c.max);
        if (c.result === 'failed') expect(c.points).toBe(0);
        if (c.result === 'partial') {
          expect(c.points).toBeGreaterThan(0);
          expect(c.points).toBeLessThan(c.max);
        }
      }
      for (const s of parts[id].skipped) expect(s.reason).toMatch(/^Not applied: /);
    }
  });

  it('gives exactly 3 suggestions per part, one per check not passed, ordered by the points they would gain', () => {
    for (const id of PART_IDS) {
      const { suggestions, checks } = parts[id];
      expect(suggestions).toHaveLength(3);
      const gains = suggestions.map((s) => s.gain);
      expect([...gains].sort((x, y) => y - x)).toEqual(gains);
      const ids = suggestions.map((s) => s.check_id).filter(Boolean);
      expect(new Set(ids).size).toBe(ids.length);
      for (const s of suggestions) {
        expect(s.text.length).toBeGreaterThan(10);
        if (s.check_id) {
          const c = checks.find((x) => x.id === s.check_id)!;
          expect(c.points).toBeLessThan(c.max);
          expect(s.gain).toBeGreaterThan(0);
          expect(s.gain).toBeLessThanOrEqual(100 - parts[id].score);
        } else expect(s.gain).toBe(0);
      }
    }
  });

  it('overall is the weighted mean of the parts unless the overall gate caps it; feedback is one or two sentences', () => {
    const mean = overallScore(parts);
    expect(a.overall_score).toBe(a.overall_gate ? Math.min(mean, a.overall_gate.cap) : mean);
    const exact = PART_IDS.reduce((t, id) => t + parts[id].score * PART_WEIGHTS[id], 0) / 100;
    expect(Math.abs(mean - exact)).toBeLessThanOrEqual(0.5);
    for (const id of SECTION_IDS) {
      expect(a.sections[id].feedback.trim()).not.toBe('');
      const n = a.sections[id].feedback.split(/(?<=\.)\s+(?=[A-Z])/).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
    }
  });
});
