// scoreProfile: the published rubric applied to one profile. Pure and deterministic: no clock, no randomness,
// fixed check order, integer points, so the same profile gives byte-identical JSON in every runtime.
import { resultBand } from '../bands.ts';
import type { Profile } from '../profile/schema.ts';
import { aboutChecks } from './checks/about.ts';
import { basicsChecks } from './checks/basics.ts';
import { educationChecks } from './checks/education.ts';
import { experienceChecks } from './checks/experience.ts';
import { headlineChecks } from './checks/headline.ts';
import { skillsChecks } from './checks/skills.ts';
import { buildContext } from './context.ts';
import { type Evaluator, scoreSection } from './section.ts';
import {
  type Analysis,
  type Gate,
  PART_IDS,
  type PartId,
  type ScoreOptions,
  SECTION_IDS,
  type SectionId,
  type SectionResult,
} from './types.ts';
import { PART_WEIGHTS, PRETEND_CAP, PRETEND_GATE, RUBRIC_VERSION } from './weights.ts';

export const EVALUATORS: Record<PartId, Record<string, Evaluator>> = {
  headline: headlineChecks,
  about: aboutChecks,
  experience: experienceChecks,
  skills: skillsChecks,
  education: educationChecks,
  basics: basicsChecks,
};

/** Weighted mean of the five sections and the profile basics, rounded half up. */
export function overallScore(parts: Record<PartId, { score: number }>): number {
  let total = 0;
  let weights = 0;
  for (const id of PART_IDS) {
    total += parts[id].score * PART_WEIGHTS[id];
    weights += PART_WEIGHTS[id];
  }
  return Math.round(total / weights);
}

/** The overall cap when several content sections are capped for empty content, or undefined. */
export function pretendGate(sections: Record<SectionId, SectionResult>, overall: number): Gate | undefined {
  const content: SectionId[] = ['headline', 'about', 'experience'];
  const empty = content.filter((id) => sections[id].gate && (sections[id].gate?.cap ?? 100) <= PRETEND_CAP);
  if (empty.length < PRETEND_GATE.sections || overall <= PRETEND_GATE.cap) return undefined;
  return {
    cap: PRETEND_GATE.cap,
    reason: `Capped at ${PRETEND_GATE.cap}: your ${empty.join(', ')} rely on empty content, which skills, education and contact details cannot make up for.`,
  };
}

/**
 * The rubric over a validated profile: it is validated once where it arrives (the API's body schema, the parser's
 * last step, a stored row read back), never again here.
 */
export function scoreProfile(profile: Profile, options: ScoreOptions = {}): Analysis {
  const ctx = buildContext(profile, options);
  const sections = {} as Record<SectionId, SectionResult>;
  for (const id of SECTION_IDS) sections[id] = scoreSection(id, ctx, EVALUATORS[id]);
  const basics = scoreSection('basics', ctx, EVALUATORS.basics);
  const mean = overallScore({ ...sections, basics });
  const gate = pretendGate(sections, mean);
  const overall = gate ? gate.cap : mean;
  const analysis: Analysis = {
    rubric_version: RUBRIC_VERSION,
    overall_score: overall,
    band: resultBand(overall),
    ...(gate ? { overall_gate: gate } : {}),
    sections,
    basics,
    content_language: ctx.content.language,
  };
  return analysis;
}

/** One section alone, as scoreProfile would score it (a section's score never depends on another's). */
export function scorePart(profile: Profile, id: PartId, options: ScoreOptions = {}): SectionResult {
  return scoreSection(id, buildContext(profile, options), EVALUATORS[id]);
}
