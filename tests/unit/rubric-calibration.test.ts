// The rubric against blind expert ratings and the gaming profiles in ../shared (read at run time; skipped when the
// directory is absent). Floors, not goals: `npm run eval:rubric` prints the figures.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { evaluateRubric, KEYS, type RubricEval } from '../../scripts/lib/rubric-eval.ts';

const SHARED = join(import.meta.dirname, '../../../shared');
const present = existsSync(join(SHARED, 'ratings/ratings.json'));

const SPEARMAN_FLOOR: Record<(typeof KEYS)[number], number> = {
  overall: 0.9,
  headline: 0.8,
  about: 0.8,
  experience: 0.8,
  skills: 0.8,
  education: 0.8,
};

describe.skipIf(!present)('rubric calibration on the shared exports', () => {
  let r: RubricEval;
  beforeAll(async () => {
    r = await evaluateRubric(SHARED);
  }, 120_000);

  it('agrees with the raters: rank correlation and mean absolute difference hold their floors', () => {
    for (const k of KEYS) {
      expect(r.agreement[k].spearman, k).toBeGreaterThanOrEqual(SPEARMAN_FLOOR[k]);
      expect(r.agreement[k].mad, k).toBeLessThanOrEqual(k === 'overall' ? 7 : 12);
    }
  });

  it("puts first, on 60% of the files or more, the advice that addresses the raters' most important fix", () => {
    expect(r.topFix.addressed / r.topFix.total).toBeGreaterThanOrEqual(0.6);
  });

  it('scores every gaming profile below 45 and every strong one 80 or more', () => {
    expect(r.gaming.length).toBeGreaterThan(0);
    for (const g of r.gaming) expect(g.ok, `${g.file}: ${g.overall}`).toBe(true);
  });

  it('scores one person exported in three interface languages within 2 points', () => {
    const scores = r.samePerson.map((s) => s.overall);
    expect(scores.length).toBe(3);
    expect(Math.max(...scores) - Math.min(...scores)).toBeLessThanOrEqual(2);
  });

  it.each(['karinabarinova-linkedin-pdf-parser__pdf.pdf', 'job-hax-resume-parser__apple_47.pdf'])(
    'reads %s (English text, other interface) with the English checks',
    async (file) => {
      const { parseFile } = await import('../../edge/adapters/node/parse-file.ts');
      const profile = await parseFile(join(SHARED, 'fixtures/linkedin-pdf', file));
      expect(profile.meta.language).not.toBe('en');
      const a = scoreProfile(profile);
      // A headline alone is too short to tell its language: it is then read with every list, English included.
      expect(['en', 'und']).toContain(a.content_language);
      expect(a.content_language).not.toBe(profile.meta.language);
      const reasons = [...Object.values(a.sections), a.basics].flatMap((s) => s.skipped.map((x) => x.reason));
      for (const reason of reasons) expect(reason).not.toMatch(/no word lists/);
    },
  );
});
