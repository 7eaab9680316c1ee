import { describe, expect, it } from 'vitest';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { fixture } from '../fixtures/profiles/index.ts';

// Same shape, no meaning: every letter becomes x/X; digits, punctuation, spacing and lengths are kept.
const scramble = (s: string | undefined) => s?.replace(/\p{Lu}/gu, 'X').replace(/\p{Ll}/gu, 'x');

describe('a profile that tries to instruct the scorer', () => {
  const injected = fixture('injection');
  const a = scoreProfile(injected);

  it('gets the score its content earns, not the one it asks for', () => {
    expect(a.overall_score).toBeLessThanOrEqual(40);
    for (const s of Object.values(a.sections)) expect(s.score).toBeLessThan(100);
  });

  it('scores exactly like the same text with every word scrambled', () => {
    const control = fixture('injection');
    control.basics.label = scramble(control.basics.label);
    control.basics.summary = scramble(control.basics.summary);
    control.work[0].summary = scramble(control.work[0].summary);
    const b = scoreProfile(control);
    expect(b.overall_score).toBe(a.overall_score);
    for (const id of Object.keys(a.sections) as Array<keyof typeof a.sections>) {
      expect(b.sections[id].checks.map((c) => [c.id, c.points])).toEqual(
        a.sections[id].checks.map((c) => [c.id, c.points]),
      );
    }
  });
});
