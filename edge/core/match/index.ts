// Matching a profile against a job ad or a target role: pure, isomorphic (the browser runs the same code).
export { readAd } from './extract.ts';
export { ALIAS_CREDIT, FREE_MISSING, MATCH_WEIGHTS, MAX_ADS, matchBand, TITLE_PHRASE_BONUS } from './formula.ts';
export { type BackedTerm, headlineTerms } from './grounded.ts';
export { VOCAB } from './lexicon.ts';
export { matchProfile } from './match.ts';
export { type MatchView, presentMatch, presentSeveral, type SeveralView } from './present.ts';
export {
  type AdRate,
  combineSeveral,
  matchSeveral,
  type RecurringTerm,
  recurAt,
  type SeveralResult,
} from './several.ts';
export type * from './types.ts';
