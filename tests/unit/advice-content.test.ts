import { describe, expect, it } from 'vitest';
import { groundedRewrites, RUBRIC_ONLY_MODEL, rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import { ADVICE_SECTIONS, ProContentSchema } from '../../edge/core/advice/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import type { Llm } from '../../edge/ports.ts';
import { createAdviceService } from '../../edge/services/advice.ts';
import { CachedLlm, LruCache } from '../../edge/services/cached-llm.ts';
import { profileHash } from '../../edge/services/hashing.ts';
import { FIXTURE_NAMES, fixture } from '../fixtures/profiles/index.ts';

describe('rubric-only Pro content', () => {
  it.each(FIXTURE_NAMES)('meets the contract for %s', (name) => {
    const p = fixture(name);
    const a = scoreProfile(p);
    const c = ProContentSchema.parse(rubricOnlyContent(p, a));
    for (const s of ADVICE_SECTIONS) {
      expect(c.recommendations[s].length).toBeLessThanOrEqual(3);
      expect(c.gains?.recommendations[s]).toHaveLength(c.recommendations[s].length);
      // Ordered by gain, largest first; a suggestion that gains nothing is not a suggestion.
      const g = c.gains?.recommendations[s] ?? [];
      expect([...g].sort((x, y) => y - x)).toEqual(g);
      for (const gain of g) expect(gain).toBeGreaterThan(0);
      // What is already strong is said apart, never among the suggestions.
      for (const note of c.strengths?.[s] ?? []) expect(c.recommendations[s]).not.toContain(note);
    }
    expect(c.gains?.headline_variants).toHaveLength(c.headline_variants.length);
    // A rewrite never costs points; one that adds none is offered only because it reads better.
    for (const gain of [...(c.gains?.headline_variants ?? []), ...(c.gains?.improved_descriptions ?? [])])
      expect(gain).toBeGreaterThanOrEqual(0);
    for (const d of c.improved_descriptions) expect(p.work.map((w) => w.name)).toContain(d.company);
    expect(JSON.stringify(rubricOnlyContent(p, a))).toBe(JSON.stringify(c));
  });

  it('asks precise questions where a role has no text, and reuses real results where it has them', () => {
    const weak = fixture('weak');
    const w = groundedRewrites(weak, 'en');
    const wingtip = w.descriptions.find((d) => d.company === 'Wingtip Stores')!;
    expect(wingtip.description).toContain('[Which result of your time as Sales Associate at Wingtip Stores');
    expect(wingtip.description).not.toContain('[X%]');
    // No About and no result to build one from: an outline with questions, never an invented sentence.
    expect(w.about.startsWith('[One sentence')).toBe(true);
    expect(w.about).not.toMatch(/\d/);
    const strong = rubricOnlyContent(fixture('strong'), scoreProfile(fixture('strong')));
    const s = groundedRewrites(fixture('strong'), 'en');
    expect(s.about).toContain('35%');
    expect(s.headlines.some((h) => /\d/.test(h))).toBe(true);
    expect(strong.about_rewrite).not.toContain('[X%]');
  });

  it('turns duty phrases into action verbs without adding facts', () => {
    const w = groundedRewrites(fixture('weak'), 'en');
    const tailspin = w.descriptions.find((d) => d.company === 'Tailspin Toys')!;
    expect(tailspin.description).toContain('• Owned the shop floor.');
    expect(tailspin.description).not.toMatch(/responsible for/i);
  });

  it('says what is already strong apart from the suggestions, with the evidence', () => {
    const p = fixture('strong');
    const c = rubricOnlyContent(p, scoreProfile(p));
    const notes = Object.values(c.strengths ?? {}).flat();
    expect(notes.length).toBeGreaterThan(0);
    expect(
      Object.values(c.recommendations)
        .flat()
        .some((t) => /already strong/i.test(t)),
    ).toBe(false);
  });

  it("names the person's own roles and skills in its suggestions", () => {
    const p = fixture('weak');
    const c = rubricOnlyContent(p, scoreProfile(p));
    const all = Object.values(c.recommendations).flat();
    expect(all.some((t) => t.includes('Wingtip Stores'))).toBe(true);
    expect(all.some((t) => t.includes('Customer Service'))).toBe(true);
  });
});

describe('advice cache and service without an LLM', () => {
  it('hashes a profile independently of key order', async () => {
    const p = fixture('strong');
    const reversed = Object.fromEntries(Object.entries(p).reverse()) as typeof p;
    expect(await profileHash(reversed)).toBe(await profileHash(p));
    expect(await profileHash(p)).not.toBe(await profileHash(fixture('weak')));
    expect(await profileHash(p)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the second identical request from the cache and evicts the least recently used', async () => {
    const rubricOnly: Llm = {
      model: RUBRIC_ONLY_MODEL,
      advise: async (i) => ({ content: rubricOnlyContent(i.profile, i.analysis), model: RUBRIC_ONLY_MODEL }),
    };
    const llm = new CachedLlm(rubricOnly, 2);
    const input = (n: 'strong' | 'weak' | 'average') => ({ profile: fixture(n), analysis: scoreProfile(fixture(n)) });
    expect((await llm.advise(input('strong'))).cached).toBeUndefined();
    expect((await llm.advise(input('strong'))).cached).toBe(true);
    await llm.advise(input('weak'));
    await llm.advise(input('average'));
    expect(llm.size).toBe(2);
    expect((await llm.advise(input('strong'))).cached).toBeUndefined();
    const lru = new LruCache<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
  });

  it('answers with rubric-only content when no LLM is configured', async () => {
    const service = createAdviceService();
    const p = fixture('average');
    const r = await service.advise(p, scoreProfile(p));
    expect(r.source).toBe('rubric-only');
    expect(r.model).toBe('rubric-only');
    expect(r.grounding.violations).toEqual([]);
    expect(r.content).toEqual(rubricOnlyContent(p, scoreProfile(p)));
  });
});
