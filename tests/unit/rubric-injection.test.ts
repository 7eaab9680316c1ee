import { describe, expect, it } from 'vitest';
import { looksLikeInstruction } from '../../edge/core/advice/injection.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import { sentences } from '../../edge/core/rubric/text.ts';
import { fixture } from '../fixtures/profiles/index.ts';

const withoutInstructions = (s: string | undefined) =>
  s === undefined
    ? s
    : sentences(s)
        .filter((x) => !looksLikeInstruction(x))
        .join('\n');

describe('a profile that tries to instruct the scorer', () => {
  const injected = fixture('injection');
  const a = scoreProfile(injected);

  it('gets the score its content earns, not the one it asks for', () => {
    expect(a.overall_score).toBeLessThanOrEqual(40);
    for (const s of Object.values(a.sections)) expect(s.score).toBeLessThan(100);
  });

  it('earns nothing for the instructions: the same profile without them scores at least as well', () => {
    const clean = fixture('injection');
    clean.basics.label = withoutInstructions(clean.basics.label);
    clean.basics.summary = withoutInstructions(clean.basics.summary);
    for (const w of clean.work) w.summary = withoutInstructions(w.summary);
    expect(scoreProfile(clean).overall_score).toBeGreaterThanOrEqual(a.overall_score);
    const headline = a.sections.headline.checks.find((c) => c.id === 'headline.clean');
    expect(headline?.result).toBe('failed');
    expect(headline?.evidence).toContain('instruction');
  });
});
