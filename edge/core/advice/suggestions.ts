// Suggestions that name the person's own lines: for each check the section does not pass (largest gain first, one
// per check, so one per root cause) a sentence that names the role, the skill or the weakest line, quoted, and says
// what to change in it. When a section has fewer than three problems, the rest are "next level" steps drawn from the
// profile, worth the points the rubric gives them when applied. Nothing that gains nothing: fewer than three when
// nothing else is worth doing, and what is already strong is said apart (`strengths`).
import type { Profile } from '../profile/schema.ts';
import { buildContext, type Ctx } from '../rubric/context.ts';
import type { Analysis, ScoreOptions, SectionId } from '../rubric/types.ts';
import { type RewriteTarget, rewriteGain } from './apply.ts';
import { checkAdvice } from './check-advice.ts';
import { clamp } from './ground-content.ts';
import { nextSteps } from './next-steps.ts';
import type { OwnLines } from './own-lines.ts';
import type { LlmProfile } from './pii.ts';
import { type ADVICE_SECTIONS, PRO_LIMITS } from './schema.ts';

export interface Advice {
  text: string;
  gain: number;
  check_id: string | null;
}

export interface AdviceInputs {
  profile: Profile;
  analysis: Analysis;
  p: LlmProfile;
  lines: OwnLines;
  ctx: Ctx;
  options: ScoreOptions;
  /** The grounded rewrites already made, so a step can point at one. */
  headlines: string[];
  about: string;
  descriptions: Array<{ company: string; title: string; description: string }>;
}

export function adviceInputs(
  profile: Profile,
  analysis: Analysis,
  p: LlmProfile,
  lines: OwnLines,
  rewrites: Pick<AdviceInputs, 'headlines' | 'about' | 'descriptions'>,
  options: ScoreOptions = {},
): AdviceInputs {
  return { profile, analysis, p, lines, ctx: buildContext(profile, options), options, ...rewrites };
}

/** Points a concrete edit would add to its section, measured with the rubric. */
export function editGain(a: AdviceInputs, target: RewriteTarget, text: string, section?: SectionId): number {
  return rewriteGain(a.profile, a.analysis, target, text, a.options, section);
}

export function sectionAdvice(a: AdviceInputs, section: (typeof ADVICE_SECTIONS)[number]): Advice[] {
  const out: Advice[] = [];
  const said = new Set<string>();
  const push = (x: Advice | null) => {
    if (!x || said.has(x.text) || out.length >= 3) return;
    said.add(x.text);
    out.push(x);
  };
  const s = a.analysis.sections[section as SectionId];
  for (const sug of s.suggestions) {
    if (!sug.check_id || sug.gain <= 0) continue;
    push({ text: checkAdvice(a, sug.check_id, sug.text), gain: sug.gain, check_id: sug.check_id });
  }
  for (const step of nextSteps(a, section)) push(step);
  return out.map((x) => ({ ...x, text: clamp(x.text, PRO_LIMITS.recommendation) })).sort((x, y) => y.gain - x.gain);
}
