import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../edge/core/rubric/catalog.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { LIMITS } from '../../edge/core/rubric/weights.ts';
import { type FixtureName, fixture } from '../fixtures/profiles/index.ts';

const check = (a: ReturnType<typeof scoreProfile>, section: keyof typeof a.sections, id: string) =>
  a.sections[section].checks.find((c) => c.id === id);

describe('golden synthetic profiles', () => {
  it('scores the strong profile at 85 or more and the weak one at 40 or less', () => {
    const strong = scoreProfile(fixture('strong'));
    const weak = scoreProfile(fixture('weak'));
    const average = scoreProfile(fixture('average'));
    expect(strong.overall_score).toBeGreaterThanOrEqual(85);
    expect(weak.overall_score).toBeLessThanOrEqual(40);
    expect(average.overall_score).toBeGreaterThan(weak.overall_score);
    expect(average.overall_score).toBeLessThan(strong.overall_score);
    expect(strong.band.label).toBe('Excellent');
    expect(weak.band.label).toBe('Needs Work');
  });

  it('points at the real weak spots of the weak profile', () => {
    const weak = scoreProfile(fixture('weak'));
    expect(check(weak, 'headline', 'headline.no_cliches')?.result).toBe('failed');
    expect(check(weak, 'experience', 'experience.weak_phrases')?.evidence).toContain('responsible for');
    expect(check(weak, 'experience', 'experience.gaps')?.evidence).toMatch(/37 months from 2016-04 to 2019-04/);
    expect(check(weak, 'headline', 'headline.custom_url')?.result).toBe('failed');
    expect(check(weak, 'experience', 'experience.current_role')?.result).toBe('failed');
  });
});

describe('monotonicity', () => {
  const verbs = ['Reduced', 'Increased', 'Cut', 'Grew', 'Saved', 'Launched'];
  const units = ['%', ' customers', ' hours a week', ' new accounts', 'K in annual costs'];
  const sentence = fc
    .tuple(fc.constantFrom(...verbs), fc.integer({ min: 2, max: 950 }), fc.constantFrom(...units))
    .map(([v, n, u]) => `${v} onboarding time for the support team by ${n}${u}.`);
  const names: FixtureName[] = ['strong', 'weak', 'average', 'french', 'modern-export', 'injection'];

  it('adding a quantified result to any role never lowers the experience score', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.nat(), sentence, (name, pick, s) => {
        const base = fixture(name);
        if (base.work.length === 0) return;
        const i = pick % base.work.length;
        const changed = structuredClone(base);
        const old = changed.work[i].summary ?? '';
        changed.work[i].summary = old ? `${old}\n• ${s}` : s;
        fc.pre([...changed.work[i].summary].length <= LIMITS.descriptionMax);
        const before = scoreProfile(base).sections.experience.score;
        const after = scoreProfile(changed).sections.experience.score;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 150, seed: 4 },
    );
  });

  it('a quantified result in a role with none strictly raises the experience score', () => {
    const p = fixture('modern-export');
    const before = scoreProfile(p).sections.experience;
    expect(before.checks.find((c) => c.id === 'experience.quantified')?.result).toBe('partial');
    expect(p.work[1].summary).toBeUndefined();
    p.work[1].summary = 'Increased online wine-club sign-ups by 38% in 9 months.';
    const after = scoreProfile(p).sections.experience;
    expect(after.score).toBeGreaterThan(before.score);
  });

  it('lengthening a 20-character headline to a good 120-character one raises the headline score', () => {
    const p = fixture('average');
    p.basics.label = 'Marketing Manager II';
    const short = scoreProfile(p).sections.headline.score;
    p.basics.label =
      'Marketing Manager | SEO · Email Marketing · Content Marketing | Helping B2B software brands grow qualified pipeline';
    expect([...'Marketing Manager II'].length).toBe(20);
    expect([...p.basics.label].length).toBeGreaterThanOrEqual(110);
    expect([...p.basics.label].length).toBeLessThanOrEqual(130);
    const long = scoreProfile(p).sections.headline.score;
    expect(long).toBeGreaterThan(short);
    expect(long - short).toBeGreaterThanOrEqual(40);
  });
});

describe('other languages', () => {
  const englishOnly = Object.entries(CHECKS)
    .filter(([, c]) => c.englishOnly)
    .map(([id]) => id);

  it('does not apply English-only checks to a French profile, and its sections still total 100', () => {
    const a = scoreProfile(fixture('french'));
    for (const s of Object.values(a.sections)) {
      for (const c of s.checks) expect(englishOnly).not.toContain(c.id);
      expect(s.checks.reduce((t, c) => t + c.max, 0)).toBe(100);
    }
    const skipped = Object.values(a.sections).flatMap((s) => s.skipped.map((x) => x.id));
    expect(skipped.sort()).toEqual([...englishOnly].sort());
    expect(a.sections.about.skipped[0].reason).toContain('French');
  });

  it('scores a well-written French profile highly: no penalty for writing in French', () => {
    const fr = scoreProfile(fixture('french'));
    expect(fr.overall_score).toBeGreaterThanOrEqual(85);
    const misread = fixture('french');
    misread.meta.language = 'en';
    expect(fr.overall_score).toBeGreaterThan(scoreProfile(misread).overall_score);
  });

  it('does not count the full skills list of a PDF export, which only prints top skills', () => {
    const a = scoreProfile(fixture('modern-export'));
    expect(a.sections.skills.skipped.map((s) => s.id)).toEqual(['skills.count']);
    expect(a.sections.skills.checks.find((c) => c.id === 'skills.top_skills')?.result).toBe('passed');
  });
});
