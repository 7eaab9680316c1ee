import type { Band } from '../bands.ts';

export const SECTION_IDS = ['headline', 'about', 'experience', 'skills', 'education'] as const;
export type SectionId = (typeof SECTION_IDS)[number];
/** The five sections plus "profile basics" (contact details, custom URL, languages), scored the same way. */
export const PART_IDS = [...SECTION_IDS, 'basics'] as const;
export type PartId = (typeof PART_IDS)[number];

export type CheckOutcome = 'passed' | 'partial' | 'failed';

/** What one evaluator says about the profile; points are derived from `fraction` by the engine. */
export interface Finding {
  /** 0..1 share of the check's points earned. */
  fraction: number;
  /** Quotes or points at the profile text; never empty. */
  evidence: string;
  /** Profile-specific advice; falls back to the catalogue's generic fix. */
  fix?: string;
  /**
   * The text is clearly empty (placeholders, pasted into most roles, LinkedIn's template, instructions aimed at
   * software, clichés with nothing else): what a content gate closes on. A weak text only earns fewer points.
   */
  empty?: boolean;
}

/**
 * Why a check was not applied to this profile. Its points go to the section's other checks in proportion to
 * their weight, or, when `to` names the check that failed for the same root cause, to that one check: one cause,
 * one penalty ("no role descriptions" fails once instead of four times).
 */
export interface Skip {
  skip: string;
  to?: string;
}

export interface CheckResult {
  id: string;
  label: string;
  result: CheckOutcome;
  points: number;
  max: number;
  evidence: string;
}

export interface SkippedCheck {
  id: string;
  label: string;
  reason: string;
}

export interface Suggestion {
  /** The check whose points this would gain; null for the "keep it up" tips used to make three. */
  check_id: string | null;
  text: string;
  /** Points the section would gain if the check passed, gates included (at least 1 for a check not passed). */
  gain: number;
}

/** Set when the section's content checks fail: hygiene points alone cannot lift it to "Good". */
export interface Gate {
  cap: number;
  reason: string;
}

export interface SectionResult {
  /** The sum of the checks' points, or the gate's cap when that is lower. */
  score: number;
  band: Band;
  feedback: string;
  checks: CheckResult[];
  skipped: SkippedCheck[];
  suggestions: Suggestion[];
  gate?: Gate;
}

export interface Analysis {
  rubric_version: string;
  overall_score: number;
  band: Band;
  /** Set when the overall score is capped because the profile's text pretends (see PRETEND_GATE). */
  overall_gate?: Gate;
  sections: Record<SectionId, SectionResult>;
  /** Contact details, custom URL, languages: what a recruiter needs to find and reach you (its own weight). Absent
   * from analyses stored before rubric 2026.2. */
  basics: SectionResult;
  /** Language of the text the person wrote ("und" when too little to tell); the interface language is profile.meta.language. */
  content_language: string;
}

// A target role or job ad is not an option: the score describes the profile alone (the job-ad match is its own
// number, edge/core/match).
export interface ScoreOptions {
  /** "YYYY-MM": the month the profile is read in, for gaps up to today. Never read from a clock inside core. */
  asOf?: string;
}
