// What a user may see of a match, decided on the server: free users get the rate, its band and the three heaviest
// missing terms; the rest (every term with where it was found, the title gap) is Pro and never sent to them.
import { hasProContent, type Tier } from '../plans.ts';
import { FREE_MISSING, FREE_RECURRING } from './formula.ts';
import type { SeveralResult } from './several.ts';
import type { MatchResult } from './types.ts';

export type MatchView =
  | (MatchResult & { locked: false; missing_total: number })
  | (Pick<MatchResult, 'rate' | 'band' | 'language' | 'missing'> & {
      locked: true;
      missing_total: number;
      found: null;
      title: null;
      parts: null;
    });

export function presentMatch(m: MatchResult, tier: Tier): MatchView {
  if (hasProContent(tier)) return { ...m, locked: false, missing_total: m.missing.length };
  return {
    rate: m.rate,
    band: m.band,
    language: m.language,
    missing: m.missing.slice(0, FREE_MISSING),
    missing_total: m.missing.length,
    locked: true,
    found: null,
    title: null,
    parts: null,
  };
}

export type SeveralView =
  | (SeveralResult & { locked: false; recurring_total: number })
  | (SeveralResult & { locked: true; recurring_total: number });

/** Several ads: every ad's rate for everyone; free users get the top recurring terms, without where the profile
 *  has them (that is Pro, as for one ad); the rest is never sent to them. */
export function presentSeveral(s: SeveralResult, tier: Tier): SeveralView {
  if (hasProContent(tier)) return { ...s, locked: false, recurring_total: s.recurring.length };
  return {
    ...s,
    recurring: s.recurring.slice(0, FREE_RECURRING).map((t) => ({ ...t, where: [] })),
    recurring_total: s.recurring.length,
    locked: true,
  };
}
