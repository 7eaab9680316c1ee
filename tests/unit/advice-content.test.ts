import { describe, expect, it } from 'vitest';
import { RubricOnlyLlm } from '../../edge/adapters/rubric-only-llm.ts';
import { rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import { ADVICE_SECTIONS, ProContentSchema } from '../../edge/core/advice/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { createAdviceService } from '../../edge/services/advice.ts';
import { CachedLlm, LruCache } from '../../edge/services/cached-llm.ts';
import { profileHash } from '../../edge/services/hashing.ts';
import { FIXTURE_NAMES, fixture, fixtureInput } from '../fixtures/profiles/index.ts';

describe('rubric-only Pro content', () => {
  it.each(FIXTURE_NAMES)('meets the contract for %s', (name) => {
    const p = fixture(name);
    const a = scoreProfile(p);
    const c = ProContentSchema.parse(rubricOnlyContent(p, a));
    for (const s of ADVICE_SECTIONS) expect(c.recommendations[s]).toEqual(a.sections[s].suggestions.map((x) => x.text));
    expect(c.improved_descriptions.map((d) => d.company)).toEqual(
      [...p.work]
        .sort((x, y) => Number(!y.endDate) - Number(!x.endDate) || (y.startDate ?? '').localeCompare(x.startDate ?? ''))
        .slice(0, 3)
        .map((w) => w.name),
    );
    expect(JSON.stringify(rubricOnlyContent(p, a))).toBe(JSON.stringify(c));
  });

  it('leaves placeholders where the profile has no number, and reuses real results where it has them', () => {
    const weak = rubricOnlyContent(fixture('weak'), scoreProfile(fixture('weak')));
    expect(weak.about_rewrite).toContain('[X%]');
    expect(weak.improved_descriptions[0].description).toContain('[X%]');
    const strong = rubricOnlyContent(fixture('strong'), scoreProfile(fixture('strong')));
    expect(strong.about_rewrite).toContain('35%');
    expect(strong.about_rewrite).not.toContain('[X%]');
  });

  it('turns duty phrases into action verbs without adding facts', () => {
    const c = rubricOnlyContent(fixture('weak'), scoreProfile(fixture('weak')));
    const tailspin = c.improved_descriptions.find((d) => d.company === 'Tailspin Toys')!;
    expect(tailspin.description).toContain('• Owned the shop floor.');
    expect(tailspin.description).not.toMatch(/responsible for/i);
  });
});

describe('advice cache and service without an LLM', () => {
  it('hashes a profile independently of key order', async () => {
    const p = fixtureInput('strong');
    const reversed = Object.fromEntries(Object.entries(p).reverse()) as typeof p;
    expect(await profileHash(reversed)).toBe(await profileHash(p));
    expect(await profileHash(p)).not.toBe(await profileHash(fixtureInput('weak')));
    expect(await profileHash(p)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the second identical request from the cache and evicts the least recently used', async () => {
    const llm = new CachedLlm(new RubricOnlyLlm(), 2);
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
