import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
    expect(check(weak, 'headline', 'headline.clean')?.evidence).toContain('looking for opportunities');
    expect(check(weak, 'headline', 'headline.current')?.result).toBe('failed');
    expect(check(weak, 'experience', 'experience.gaps')?.evidence).toMatch(/37 months from 2016-04 to 2019-04/);
    expect(weak.basics.checks.find((c) => c.id === 'basics.custom_url')?.result).toBe('failed');
    // Its last role ended years before today: not someone between jobs.
    const today = scoreProfile(fixture('weak'), { asOf: '2026-11' });
    expect(check(today, 'experience', 'experience.current_role')?.result).toBe('failed');
    // 74 characters of duties are too little to judge verbs and results: one failed check, not four.
    expect(weak.sections.experience.skipped.map((x) => x.id)).toEqual([
      'experience.results',
      'experience.action_verbs',
      'experience.duties',
      'experience.original',
    ]);
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
    // One short description is too little to judge results: the check waits for more text.
    expect(before.skipped.map((c) => c.id)).toContain('experience.results');
    expect(p.work[1].summary).toBeUndefined();
    p.work[1].summary =
      'Increased online wine-club sign-ups by 38% in 9 months by redesigning the sign-up flow and testing three offers with 4,000 visitors.';
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

describe('content language, not interface language', () => {
  it('reads a French profile with the French word lists: no check skipped for its language', () => {
    const a = scoreProfile(fixture('french'));
    expect(a.content_language).toBe('fr');
    const skipped = [...Object.values(a.sections), a.basics].flatMap((s) => s.skipped.map((x) => x.reason));
    for (const reason of skipped) expect(reason).not.toMatch(/word lists/);
    expect(check(a, 'experience', 'experience.action_verbs')?.evidence).toContain('piloter');
    expect(a.overall_score).toBeGreaterThanOrEqual(80);
  });

  it('scores the same text the same whatever LinkedIn interface exported it', () => {
    const base = fixture('strong');
    const json = JSON.stringify(scoreProfile(base));
    for (const language of ['pt', 'ru', 'fr', 'de']) {
      const other = fixture('strong');
      other.meta.language = language;
      expect(JSON.stringify(scoreProfile(other)), language).toBe(json);
    }
    expect(scoreProfile(base).content_language).toBe('en');
  });

  it('skips the word-list checks for text in a language without lists, and says which language', () => {
    const p = fixture('average');
    p.basics.summary =
      'Jestem specjalistą do spraw marketingu z ośmioletnim doświadczeniem w firmach technologicznych. Prowadzę kampanie w mediach społecznościowych i odpowiadam za budżet reklamowy działu.';
    const a = scoreProfile(p);
    const skip = a.sections.about.skipped.find((x) => x.id === 'about.call_to_action');
    expect(skip?.reason).toContain('Polish');
    expect(a.sections.about.checks.reduce((t, c) => t + c.max, 0)).toBe(100);
  });

  it('does not count the full skills list of a PDF export, and pinning skills earns nothing by itself', () => {
    const a = scoreProfile(fixture('modern-export'));
    expect(a.sections.skills.skipped.map((s) => s.id)).toEqual(['skills.count']);
    const p = fixture('modern-export');
    p.topSkills = ['Microsoft Word', 'Typing', 'Email'];
    const b = scoreProfile(p);
    expect(check(b, 'skills', 'skills.relevant')?.result).toBe('failed');
    expect(b.sections.skills.score).toBeLessThan(a.sections.skills.score);
  });
});
