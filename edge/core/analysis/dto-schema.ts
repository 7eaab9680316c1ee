// The wire shape of an analysis and of a list entry. The scalar fields are checked; the rubric's nested results
// (sections, checks, evidence) are checked to be objects and typed by the rubric's own types, which the server
// builds them from.
import { z } from 'zod';
import type { ProContent } from '../advice/schema.ts';
import type { Band } from '../bands.ts';
import type { MatchView, SeveralView } from '../match/index.ts';
import type { Profile } from '../profile/schema.ts';
import { type Gate, SECTION_IDS, type SectionResult } from '../rubric/types.ts';

const typed = <T>() => z.custom<T>((v) => typeof v === 'object' && v !== null, 'Expected an object');

export interface StoredPro {
  content: ProContent;
  model: string;
  source: 'llm' | 'rubric-only';
}

export interface StoredTarget {
  /** The job ad or role (the first, when there are several). */
  text: string;
  updated_at: string;
  /** The other ads matched together with the first (at most four more). */
  more?: string[];
}

export type SectionDto = Omit<SectionResult, 'suggestions'> & { suggestions: SectionResult['suggestions'] | null };

const FileType = z.enum(['pdf', 'image']);
const Sections = <T extends z.ZodType>(value: T) => z.record(z.enum(SECTION_IDS), value);

export const AnalysisDtoSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  file_type: FileType,
  overall_score: z.number(),
  rubric_version: z.string(),
  /** Whose profile (the name case- and space-folded): the history groups analyses by it. */
  profile_key: z.string(),
  band: typed<Band>(),
  profile: typed<Profile>(),
  sections: Sections(typed<SectionDto>()),
  /** Profile basics (contact, custom URL, languages); null for analyses scored before rubric 2026.2. */
  basics: typed<SectionDto>().nullable(),
  /** Why the overall score is capped, when it is. */
  overall_gate: typed<Gate>().nullable(),
  /** The job ad or role the profile is matched against. */
  target: typed<StoredTarget>().nullable(),
  /** The profile against the target (a separate number from the score); free users get the rate and 3 terms. */
  match: typed<MatchView>().nullable(),
  /** With two ads or more: each ad's rate and the terms that recur across them; free users get the top 3. */
  several: typed<SeveralView>().nullable(),
  /** True for a free user: the Pro text was withheld on the server. */
  locked: z.boolean(),
  /** Null while locked, and for a Pro user's analysis made before upgrading until POST .../advice adds it. */
  pro: typed<StoredPro>().nullable(),
});
export type AnalysisDto = z.infer<typeof AnalysisDtoSchema>;

export const AnalysisSummarySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  file_type: FileType,
  overall_score: z.number(),
  profile_key: z.string(),
  name: z.string(),
  headline: z.string(),
  section_scores: Sections(z.number()),
});
export type AnalysisSummary = z.infer<typeof AnalysisSummarySchema>;
