// Suggestions speak the language the rubric detected for the person's text; the person's own words, names and
// skills are quoted as they are.
import { describe, expect, it } from 'vitest';
import { rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { fixture } from '../fixtures/profiles/index.ts';

// How each language addresses the person: a word no other language's wording uses.
const YOU: Record<string, RegExp> = {
  en: /\byour\b/i,
  es: /\btus?\b/i,
  pt: /\b(sua|seu|o seu|a sua)\b/i,
  fr: /\b(vous|votre|vos)\b/i,
  de: /\b(Sie|Ihre[rnms]?)\b/,
  it: /\b(tuo|tua|tuoi)\b/i,
};

describe('advice in the language of the text', () => {
  const p = fixture('weak');
  const base = scoreProfile(p);
  const english = Object.values(rubricOnlyContent(p, { ...base, content_language: 'en' }).recommendations).flat();

  it.each(Object.keys(YOU).filter((l) => l !== 'en'))('speaks %s and keeps the person’s names', (lang) => {
    const all = Object.values(rubricOnlyContent(p, { ...base, content_language: lang }).recommendations).flat();
    expect(all).toHaveLength(english.length);
    // Only the rubric's own fix, where no sentence names the person's lines, stays in English.
    const translated = all.filter((t) => !english.includes(t));
    expect(translated.length / all.length).toBeGreaterThanOrEqual(0.75);
    for (const t of translated) expect(t, lang).not.toMatch(YOU.en);
    expect(translated.filter((t) => YOU[lang].test(t)).length / translated.length).toBeGreaterThanOrEqual(0.5);
    expect(all.some((t) => t.includes('Wingtip Stores'))).toBe(true);
    expect(all.some((t) => t.includes('Customer Service'))).toBe(true);
  });

  it('falls back to English for a language it has no wording for', () => {
    const p = fixture('weak');
    const en = rubricOnlyContent(p, { ...scoreProfile(p), content_language: 'en' });
    const ro = rubricOnlyContent(p, { ...scoreProfile(p), content_language: 'ro' });
    expect(ro.recommendations).toEqual(en.recommendations);
  });
});
