// The match rate's formula, published on /how-we-score. Title counts most per word, hard skills most in total.
import type { Band } from '../bands.ts';

/** Shares of the rate; a part the ad does not have (no title, no skills) gives its share to the others. */
export const MATCH_WEIGHTS = { title: 0.3, skills: 0.5, terms: 0.2 } as const;
/** A skill the profile names only under another spelling counts this much: an ATS search looks for the ad's word. */
export const ALIAS_CREDIT = 0.5;
/** Title part: share of the ad title's words in the headline or current title, plus this for the whole title. */
export const TITLE_PHRASE_BONUS = 0.3;
/** At most this many ads are matched together. */
export const MAX_ADS = 5;

/** Free users see the rate and this many missing terms. */
export const FREE_MISSING = 3;

/** Free users see the rate of every ad and this many recurring terms. */
export const FREE_RECURRING = 3;

export function matchBand(rate: number): Band {
  if (rate >= 70) return { label: 'Strong match', tone: 'green' };
  if (rate >= 45) return { label: 'Partial match', tone: 'amber' };
  return { label: 'Weak match', tone: 'red' };
}

/** rate = 100 x (weighted parts) / (weights of the parts the ad has). */
export function combine(parts: { title: number | null; skills: number | null; terms: number | null }): number {
  let sum = 0;
  let total = 0;
  for (const k of ['title', 'skills', 'terms'] as const) {
    const v = parts[k];
    if (v === null) continue;
    sum += MATCH_WEIGHTS[k] * v;
    total += MATCH_WEIGHTS[k];
  }
  return total ? Math.round((100 * sum) / total) : 0;
}
