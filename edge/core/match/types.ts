// The job-ad match: what we read from the ad, and how the profile meets it. A separate number from the score.
import type { Band } from '../bands.ts';
import type { VocabKind } from './lexicon.ts';

export type TermKind = VocabKind | 'term';
/** Where in the profile a term was found, or where adding it would count. */
export type MatchArea = 'headline' | 'about' | 'experience' | 'skills' | 'certifications' | 'education';

export interface AdTerm {
  /** As the ad writes it. */
  term: string;
  kind: TermKind;
  /** Relative importance in the ad: frequency and position (earlier and in the title counts more). */
  weight: number;
  /** Every spelling that names the same thing (the ad's own first). */
  spellings: string[];
  /** False when the ad only names it under a nice-to-have heading or as "a plus". */
  required: boolean;
}

export interface AdReading {
  title: string;
  /** intern, junior, senior, lead, manager, or null when the ad does not say. */
  seniority: string | null;
  /** ISO 639-1 code of the ad's text, "und" when too short to tell. */
  language: string;
  /** Title words that carry meaning (no seniority, no stop words). */
  titleWords: string[];
  /** Hard skills, tools and certifications, heaviest first. */
  skills: AdTerm[];
  /** Other key terms, heaviest first. */
  terms: AdTerm[];
  /** Characters of boilerplate (benefits, equal-opportunity text, about the company) left out. */
  boilerplateChars: number;
}

export interface FoundTerm {
  term: string;
  kind: TermKind;
  weight: number;
  required: boolean;
  where: MatchArea[];
  /** The profile's words that matched. */
  quote: string;
}

export interface MissingTerm {
  term: string;
  kind: TermKind;
  weight: number;
  required: boolean;
  /** The section where adding it would count. */
  add_to: MatchArea;
  /** The profile shows the same thing in other words (another spelling, or a tool of that kind): what it says.
   *  Then it is not missing: the advice is to use the ad's word. */
  yours?: string;
}

export interface TitleGap {
  ad: string;
  headline: string;
  current: string;
  /** Share of the ad title's words the headline or current title already has, 0-100. */
  overlap: number;
  missing_words: string[];
  ad_seniority: string | null;
  your_seniority: string | null;
}

export interface MatchResult {
  rate: number;
  band: Band;
  language: string;
  parts: { title: number | null; skills: number | null; terms: number | null };
  title: TitleGap;
  found: FoundTerm[];
  /** Heaviest first. */
  missing: MissingTerm[];
}
