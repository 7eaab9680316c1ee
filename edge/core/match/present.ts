// What a user may see of a match, decided on the server: free users get the rate, its band and the three heaviest
// missing terms; the rest (every term with where it was found, the title gap) is Pro and never sent to them.
import { hasProContent, type Tier } from '../plans.ts';
import { FREE_MISSING } from './formula.ts';
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
