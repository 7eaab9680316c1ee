// Real LinkedIn exports from ../shared/fixtures (read at run time only; skipped when the directory is absent).
// Asserts the rubric's invariants on real parser output; prints nothing from the profiles.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFacts } from '../../edge/core/advice/facts.ts';
import { groundText } from '../../edge/core/advice/grounding.ts';
import { llmProfile } from '../../edge/core/advice/pii.ts';
import { rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import { ProContentSchema } from '../../edge/core/advice/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';

const DIR = join(import.meta.dirname, '../../../shared/fixtures/linkedin-pdf');
const files = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
  : [];

describe.skipIf(files.length === 0)('rubric on real exports', () => {
  it.each(files)('%s: consistent scores, evidence, suggestions and grounded advice', async (file) => {
    const { parseFile } = await import('../../edge/adapters/node/parse-file.ts');
    // Every real export parses (parser-fixtures.test.ts); a throw here fails this case too.
    const profile = await parseFile(join(DIR, file));
    const a = scoreProfile(profile);
    expect(JSON.stringify(scoreProfile(profile))).toBe(JSON.stringify(a));
    for (const s of [...Object.values(a.sections), a.basics]) {
      const sum = s.checks.reduce((t, c) => t + c.points, 0);
      expect(s.score).toBe(s.gate ? Math.min(sum, s.gate.cap) : sum);
      expect(s.checks.reduce((t, c) => t + c.max, 0)).toBe(100);
      for (const c of s.checks) expect(c.evidence.length).toBeGreaterThan(10);
      expect(s.suggestions).toHaveLength(3);
    }
    const content = ProContentSchema.parse(rubricOnlyContent(profile, a));
    const facts = buildFacts(llmProfile(profile));
    for (const t of [
      ...content.headline_variants,
      content.about_rewrite,
      ...content.improved_descriptions.map((d) => d.description),
    ]) {
      expect(groundText(t, facts).violations).toEqual([]);
    }
  });
});
