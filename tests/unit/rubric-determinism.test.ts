import { describe, expect, it, vi } from 'vitest';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { FIXTURE_NAMES, fixture } from '../fixtures/profiles/index.ts';

describe('determinism', () => {
  it.each(FIXTURE_NAMES)('gives byte-identical JSON 100 times in a row for %s', (name) => {
    const first = JSON.stringify(scoreProfile(fixture(name), { asOf: '2026-11' }));
    for (let i = 0; i < 100; i++) {
      // A fresh object each time: nothing may depend on identity, key order of the input or earlier calls.
      const input = JSON.parse(JSON.stringify(fixture(name)));
      expect(JSON.stringify(scoreProfile(input, { asOf: '2026-11' }))).toBe(first);
    }
  });

  it('does not depend on the key order of the input object', () => {
    const p = fixture('strong');
    const reversed = Object.fromEntries(Object.entries(p).reverse()) as typeof p;
    expect(JSON.stringify(scoreProfile(reversed))).toBe(JSON.stringify(scoreProfile(p)));
  });

  it('does not mutate its input', () => {
    const p = fixture('average');
    const before = JSON.stringify(p);
    scoreProfile(p, { asOf: '2026-11' });
    expect(JSON.stringify(p)).toBe(before);
  });

  it('reads "today" only from asOf, never from the clock', () => {
    const p = fixture('strong');
    try {
      // The clock is moved years apart between the two calls: a rubric that read it would date gaps differently.
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
      const a = JSON.stringify(scoreProfile(p, { asOf: '2030-01' }));
      vi.setSystemTime(new Date('2041-06-01T00:00:00Z'));
      const b = JSON.stringify(scoreProfile(p, { asOf: '2030-01' }));
      expect(a).toBe(b);
    } finally {
      vi.useRealTimers();
    }
  });
});
