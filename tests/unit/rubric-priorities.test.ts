// The order of the advice: what acting on a suggestion adds to the overall score.
import { describe, expect, it } from 'vitest';
import { rankedSuggestions } from '../../edge/core/rubric/priorities.ts';
import type { CheckResult, SectionId, SectionResult } from '../../edge/core/rubric/types.ts';

type Part = Pick<SectionResult, 'suggestions' | 'checks' | 'score'>;
const check = (id: string, points: number, max: number): CheckResult => ({
  id,
  label: id,
  result: points === max ? 'passed' : points === 0 ? 'failed' : 'partial',
  points,
  max,
  evidence: '-',
});
const done: Part = { score: 100, checks: [], suggestions: [] };

// A bare "Title at Company" headline (40) beside an Experience section whose roles show no numbers.
const headline: Part = {
  score: 40,
  checks: [
    check('headline.length', 0, 5),
    check('headline.role', 20, 20),
    check('headline.current', 10, 10),
    check('headline.beyond_title', 0, 15),
    check('headline.keywords', 0, 20),
    check('headline.value', 0, 20),
    check('headline.clean', 10, 10),
  ],
  suggestions: [
    { check_id: 'headline.keywords', text: 'keywords', gain: 20 },
    { check_id: 'headline.value', text: 'value', gain: 20 },
    { check_id: 'headline.beyond_title', text: 'beyond', gain: 15 },
  ],
};
const experience: Part = {
  score: 65,
  checks: [check('experience.results', 0, 35)],
  suggestions: [{ check_id: 'experience.results', text: 'results', gain: 25 }],
};
const sections = (h: Part, e: Part): Record<SectionId, Part> => ({
  headline: h,
  about: done,
  experience: e,
  skills: done,
  education: done,
});

describe('rankedSuggestions', () => {
  it('counts a headline fix as the whole rewrite of that one line, listed once', () => {
    const ranked = rankedSuggestions(sections(headline, experience));
    // One check alone (20 x 0.2 = 4) loses to results (25 x 0.4 = 10); the rewrite (60 x 0.2 = 12) does not.
    expect(ranked[0].check_id).toBe('headline.beyond_title');
    expect(ranked[0].overall_gain).toBe(12);
    expect(ranked.filter((s) => s.section === 'headline')).toHaveLength(1);
    expect(ranked[1].check_id).toBe('experience.results');
  });

  it('still puts a larger fix elsewhere first', () => {
    const bigger = { ...experience, suggestions: [{ check_id: 'experience.results', text: 'r', gain: 35 }] };
    expect(rankedSuggestions(sections(headline, bigger))[0].check_id).toBe('experience.results');
  });

  it('a stale headline is led by making it current, with the cap it lifts', () => {
    const stale: Part = {
      ...headline,
      score: 20,
      checks: headline.checks.map((c) => (c.id === 'headline.current' ? check(c.id, 0, 10) : c)),
      suggestions: [{ check_id: 'headline.current', text: 'current', gain: 50 }, ...headline.suggestions],
    };
    const first = rankedSuggestions(sections(stale, experience))[0];
    expect(first.check_id).toBe('headline.current');
    expect(first.overall_gain).toBe(16);
  });
});
