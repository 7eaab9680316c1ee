// A floor under `npm run eval:advice`: the same measures on the repo's synthetic profiles, and on the shared modern
// exports when ../shared is present (read at run time; nothing from them is printed).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { evaluateAdvice, pct } from '../../scripts/lib/advice-eval.ts';
import { FIXTURE_NAMES, fixture } from '../fixtures/profiles/index.ts';

const DIRS = ['linkedin-pdf', 'linkedin-pdf-2026'].map((d) => join(import.meta.dirname, '../../../shared/fixtures', d));
const pdfs = DIRS.filter(existsSync).flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => join(d, f)),
);

describe('advice measures', () => {
  it('holds on the synthetic profiles', () => {
    // The injection profile's role text is all instructions to software: not facts, so that role gets questions.
    const names = FIXTURE_NAMES.filter((n) => n !== 'injection');
    const r = evaluateAdvice(names.map((file) => ({ file, profile: fixture(file) })));
    expect(pct(r.suggestions.specific)).toBeGreaterThanOrEqual(80);
    expect(pct(r.suggestions.zeroGain)).toBeLessThanOrEqual(5);
    expect(pct(r.sectionSuggestions.specific)).toBeGreaterThanOrEqual(80);
    expect(pct(r.sectionSuggestions.zeroGain)).toBeLessThanOrEqual(5);
    expect(r.bullets.repeatedAcrossRoles).toBe(0);
    expect(pct(r.bullets.placeholderWhenText)).toBeLessThanOrEqual(5);
    expect(r.bullets.rolesGrounded.hit).toBe(r.bullets.rolesGrounded.of);
    expect(r.headlines.placeholderWithResult.hit).toBe(0);
    expect(r.headlines.over220).toBe(0);
    expect(r.rewrites.ungrounded).toBe(0);
    expect(r.about.offered.hit).toBe(r.about.offered.of);
    // Pasting what is offered never lowers a score, and the average profile, with results to work from, gains.
    for (const f of r.files) expect(f.after, f.file).toBeGreaterThanOrEqual(f.before);
    const average = r.files.find((f) => f.file === 'average');
    expect(average && average.after > average.before).toBe(true);
  });

  it.skipIf(pdfs.length === 0)(
    'holds on the shared modern exports',
    async () => {
      const { parseFile } = await import('../../edge/adapters/node/parse-file.ts');
      const items: Array<{ file: string; profile: Profile }> = [];
      for (const file of pdfs.sort()) {
        const profile = await parseFile(file);
        if (profile.meta.layout === 'modern') items.push({ file, profile });
      }
      const r = evaluateAdvice(items);
      expect(pct(r.suggestions.specific)).toBeGreaterThanOrEqual(80);
      expect(pct(r.suggestions.boilerplate)).toBeLessThanOrEqual(10);
      expect(pct(r.suggestions.zeroGain)).toBeLessThanOrEqual(5);
      expect(pct(r.sectionSuggestions.specific)).toBeGreaterThanOrEqual(80);
      expect(pct(r.sectionSuggestions.boilerplate)).toBeLessThanOrEqual(10);
      expect(pct(r.sectionSuggestions.zeroGain)).toBeLessThanOrEqual(5);
      expect(pct(r.bullets.rolesOffered)).toBeGreaterThanOrEqual(70);
      expect(pct(r.headlines.offered)).toBeGreaterThanOrEqual(90);
      expect(r.about.offered.hit).toBe(r.about.offered.of);
      expect(r.strengths.notes).toBeGreaterThan(0);
      expect(r.bullets.repeatedAcrossRoles).toBe(0);
      expect(pct(r.bullets.placeholderWhenText)).toBeLessThanOrEqual(5);
      expect(r.bullets.rolesGrounded.hit).toBe(r.bullets.rolesGrounded.of);
      expect(r.headlines.placeholderWithResult.hit).toBe(0);
      expect(r.headlines.over220).toBe(0);
      expect(r.rewrites.ungrounded).toBe(0);
      expect(r.rewrites.neverLower.hit).toBe(r.rewrites.neverLower.of);
    },
    300_000,
  );
});
