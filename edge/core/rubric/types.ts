import type { Band } from '../bands.ts';

export const SECTION_IDS = ['headline', 'about', 'experience', 'skills', 'education'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export type CheckOutcome = 'passed' | 'partial' | 'failed';

/** What one evaluator says about the profile; points are derived from `fraction` by the engine. */
export interface Finding {
  /** 0..1 share of the check's points earned. */
  fraction: number;
  /** Quotes or points at the profile text; never empty. */
  evidence: string;
  /** Profile-specific advice; falls back to the catalogue's generic fix. */
  fix?: string;
}

/** Why a check was not applied to this profile (its points go to the other checks of the section). */
export interface Skip {
  skip: string;
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
  gain: number;
}

export interface SectionResult {
  score: number;
  band: Band;
  feedback: string;
  checks: CheckResult[];
  skipped: SkippedCheck[];
  suggestions: Suggestion[];
}

export interface TargetKeyword {
  keyword: string;
  found_in: Array<'headline' | 'about' | 'skills' | 'experience'>;
}

export interface TargetResult {
  role: string;
  keywords: TargetKeyword[];
  coverage: { headline: number; about: number; skills: number; experience: number; overall: number };
  missing: string[];
}

export interface Analysis {
  rubric_version: string;
  overall_score: number;
  band: Band;
  sections: Record<SectionId, SectionResult>;
  target?: TargetResult;
}

export interface ScoreOptions {
  /** A role title or a pasted job ad. */
  targetRole?: string;
  /** "YYYY-MM": the month the profile is read in, for gaps up to today. Never read from a clock inside core. */
  asOf?: string;
}
