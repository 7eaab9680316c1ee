// Matching a profile against a job ad, a target role or several ads: pure, and run on the server only (the browser
// is sent what the user's plan shows; it imports the published constants from formula.ts and nothing else).
export { readAd } from './extract.ts';
export {
  ALIAS_CREDIT,
  FREE_MISSING,
  FREE_RECURRING,
  MATCH_WEIGHTS,
  MAX_ADS,
  matchBand,
  TITLE_PHRASE_BONUS,
} from './formula.ts';
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
