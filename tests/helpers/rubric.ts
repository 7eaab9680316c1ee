// Per-check outcomes for the rubric's unit tests: which result a check gives on a profile, or "skipped".
import type { Profile } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import type { ScoreOptions } from '../../edge/core/rubric/types.ts';
import { fixture } from '../fixtures/profiles/index.ts';

export type Outcome = 'passed' | 'partial' | 'failed' | 'skipped';

export function outcome(p: Profile, id: string, options: ScoreOptions = { asOf: '2026-11' }): Outcome {
  const a = scoreProfile(p, options);
  for (const part of [...Object.values(a.sections), a.basics]) {
    const c = part.checks.find((x) => x.id === id);
    if (c) return c.result;
    if (part.skipped.some((x) => x.id === id)) return 'skipped';
  }
  throw new Error(`no check ${id}`);
}

/** The strong synthetic profile (every check passes) with one change applied. */
export function strongWith(change: (p: Profile) => void = () => {}): Profile {
  const p = fixture('strong');
  change(p);
  return p;
}

/** Three role descriptions of 200+ characters each, built from one sentence per role. */
export function describeRoles(p: Profile, lines: string[]): void {
  p.work.forEach((w, i) => {
    w.summary = lines[i % lines.length];
  });
}
