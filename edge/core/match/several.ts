// One profile against several job ads at once: each ad's rate, and the terms that recur across them (what the
// market asks for, rather than one recruiter's wording), ranked by how many ads ask for each and whether the profile
// shows it, with where to add it.
import type { Band } from '../bands.ts';
import type { Profile } from '../profile/schema.ts';
import { stem, tokenize } from '../skills/index.ts';
import { MAX_ADS } from './formula.ts';
import { VOCAB } from './lexicon.ts';
import { matchProfile } from './match.ts';
import type { MatchArea, MatchResult, TermKind } from './types.ts';

/** A term recurs when at least this many of n ads ask for it: 3 of 5, 3 of 4, 2 of 3, 2 of 2, 1 of 1. */
export const recurAt = (n: number) => Math.max(1, Math.ceil(0.6 * n));

export interface AdRate {
  /** The ad's title as read, or "" when it has none. */
  title: string;
  rate: number;
  band: Band;
}

export interface RecurringTerm {
  term: string;
  kind: TermKind;
  /** How many of the ads ask for it, and how many of those require it (not only "nice to have"). */
  asked_by: number;
  required_by: number;
  /** The profile has it in the ads' words. */
  shown: boolean;
  /** Where the profile has it, when shown. */
  where: MatchArea[];
  /** The profile's other words for it, when it has them (use the ads' word instead). */
  yours?: string;
  /** The section where adding it would count. */
  add_to: MatchArea;
}

export interface SeveralResult {
  ads: AdRate[];
  /** Asked by at least `recur_at` of the ads, most asked first, then the ones the profile lacks. */
  recurring: RecurringTerm[];
  recur_at: number;
}

const CANONICAL = new Map(VOCAB.flatMap((e) => e.spellings.map((s) => [s.toLowerCase(), e.name] as const)));

/** The same thing in every ad's spelling: the vocabulary's name, else the word stems. */
const keyOf = (term: string) =>
  CANONICAL.get(term.toLowerCase()) ??
  CANONICAL.get(term.toLowerCase().replace(/s$/, '')) ??
  tokenize(term)
    .map((t) => stem(t.norm))
    .join(' ');

export function matchSeveral(profile: Profile, ads: string[]): SeveralResult {
  return combineSeveral(ads.slice(0, MAX_ADS).map((text) => matchProfile(profile, text)));
}

/** The ads' rates and recurring terms from each ad's own match (computed once, also for the first ad's view). */
export function combineSeveral(results: MatchResult[]): SeveralResult {
  const byKey = new Map<string, RecurringTerm & { weight: number }>();
  for (const m of results) {
    const seen = new Set<string>();
    const terms = [
      ...m.found.map((t) => ({ ...t, shown: true, add_to: undefined, yours: undefined })),
      ...m.missing.map((t) => ({ ...t, shown: false, where: [] as MatchArea[] })),
    ];
    for (const t of terms) {
      const key = keyOf(t.term);
      if (seen.has(key)) continue;
      seen.add(key);
      const e = byKey.get(key) ?? {
        term: CANONICAL.get(t.term.toLowerCase()) ?? t.term,
        kind: t.kind,
        asked_by: 0,
        required_by: 0,
        shown: t.shown,
        where: t.where,
        add_to: t.add_to ?? t.where[0] ?? 'skills',
        weight: 0,
      };
      // Shown in any ad's words is shown: the profile is the same, only the ads' spellings differ.
      if (t.shown && !e.shown) [e.shown, e.where] = [true, t.where];
      e.asked_by += 1;
      if (t.required) e.required_by += 1;
      e.weight += t.weight;
      if (t.yours && !e.yours) e.yours = t.yours;
      if (t.add_to) e.add_to = t.add_to;
      byKey.set(key, e);
    }
  }
  const at = recurAt(results.length);
  const recurring = [...byKey.values()]
    .filter((t) => t.asked_by >= at)
    .sort(
      (a, b) =>
        b.asked_by - a.asked_by ||
        Number(a.shown) - Number(b.shown) ||
        b.required_by - a.required_by ||
        b.weight - a.weight ||
        a.term.localeCompare(b.term),
    )
    .map(({ weight: _, ...t }) => t);
  return {
    ads: results.map((m) => ({ title: m.title.ad, rate: m.rate, band: m.band })),
    recurring,
    recur_at: at,
  };
}
