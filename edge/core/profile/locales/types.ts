// Shape of one interface language's strings as they appear in LinkedIn "Save to PDF" exports.
// Everything language-specific lives in these tables, so adding a language never touches parser code.
export type HeadingKey =
  | 'contact'
  | 'topSkills'
  | 'languages'
  | 'certifications'
  | 'honors'
  | 'publications'
  | 'patents'
  | 'projects'
  | 'summary'
  | 'experience'
  | 'education'
  | 'volunteer'
  | 'skills'
  | 'interests'
  | 'courses'
  | 'organizations'
  | 'testScores'
  | 'recommendations';

export interface LocaleData {
  code: string; // ISO 639-1
  headings: Partial<Record<HeadingKey, string[]>>;
  // months[i] = every spelling of month i+1 (full, abbreviated, genitive)
  months?: string[][];
  present?: string[];
  years?: string[]; // duration units, e.g. "years", "ans"
  monthsUnit?: string[];
  lessThanYear?: string[];
  at?: string[]; // legacy "Title at Company" connector
  /** Employment types the web profile prints after the company ("Orbital Freight · Full-time"). */
  employment?: string[];
}
