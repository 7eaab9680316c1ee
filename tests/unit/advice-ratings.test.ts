// The raters' files turned into the blind-rating figures: shares over all ratings of all raters, suggestions and
// texts to copy apart, and a clear error for a malformed file.
import { describe, expect, it } from 'vitest';
import { aggregateRatings, kindOf, raterOf } from '../../scripts/lib/advice-ratings.ts';

const alice = [
  { id: '[P01-S-headline-1]', correct: 1, useful: 2, harmful: 0 },
  { id: '[P01-S-about-1]', correct: 0, useful: 0, harmful: 1, note: 'misreads the About' },
  { id: '[P01-HV-1]', correct: 1, useful: 2, harmful: 0, use: 'as_is', invents: 0, natural: 1 },
  { id: '[P01-AB]', correct: 1, useful: 1, harmful: 0, use: 'edit', invents: 0, natural: 1 },
];
const bob = [
  { id: 'P01-S-headline-1', correct: 1, useful: 1, harmful: 0 },
  { id: 'P02-S-skills-1', correct: 1, useful: 0, harmful: 0 },
  { id: 'P02-RD-1', correct: 0, useful: 0, harmful: 1, use: 'no', invents: 1, natural: 0, note: 'invents a number' },
];

describe('blind rating figures', () => {
  it('counts suggestions and texts to copy over every rater', () => {
    const r = aggregateRatings([
      { name: 'alice.json', json: alice },
      { name: 'bob-P01.json', json: bob },
    ]);
    expect(r.raters).toEqual(['alice', 'bob']);
    expect(r.packets).toBe(2);
    expect(r.suggestions.correct).toEqual({ hit: 3, of: 4 });
    expect(r.suggestions.useful).toEqual({ hit: 2, of: 4 });
    expect(r.suggestions.useful2).toEqual({ hit: 1, of: 4 });
    expect(r.suggestions.harmful).toEqual({ hit: 1, of: 4 });
    expect(r.texts.usable).toEqual({ hit: 2, of: 3 });
    expect(r.texts.asIs).toEqual({ hit: 1, of: 3 });
    expect(r.texts.harmful).toEqual({ hit: 1, of: 3 });
    expect(r.texts.invents).toEqual({ hit: 1, of: 3 });
    expect(r.texts.natural).toEqual({ hit: 2, of: 3 });
    expect(r.texts.byKind).toEqual({ HV: { hit: 1, of: 1 }, AB: { hit: 1, of: 1 }, RD: { hit: 0, of: 1 } });
  });

  it('names the rater by the file and the kind by the id', () => {
    expect(raterOf('carol-P03.json')).toBe('carol');
    expect(raterOf('carol.json')).toBe('carol');
    expect(kindOf('P03-S-experience-2')).toBe('S');
    expect(kindOf('P03-RD-1')).toBe('RD');
    expect(kindOf('P03-AB')).toBe('AB');
    expect(kindOf('P03-X-1')).toBeNull();
  });

  it('says which file and item is malformed', () => {
    expect(() => aggregateRatings([{ name: 'dave.json', json: { id: 'x' } }])).toThrow(/dave\.json: not a JSON list/);
    expect(() => aggregateRatings([{ name: 'dave.json', json: [{ id: 'P01-S-a-1', correct: 3 }] }])).toThrow(
      /dave\.json item 1/,
    );
    expect(() =>
      aggregateRatings([{ name: 'dave.json', json: [{ id: 'P01-Q-1', correct: 1, useful: 1, harmful: 0 }] }]),
    ).toThrow(/names no item kind/);
  });
});
