// Suggestions that name the person's own lines: for each check the section does not pass (largest gain first, one
// per check, so one per root cause) a sentence that names the role, the skill or the weakest line, quoted, and says
// what to change in it. When a section has fewer than three problems, the rest are "next level" steps drawn from the
// profile, worth the points the rubric gives them when applied. Nothing that gains nothing: fewer than three when
// nothing else is worth doing, and what is already strong is said apart (`strengths`).
import type { Profile } from '../profile/schema.ts';
import { buildContext, type Ctx } from '../rubric/context.ts';
import type { Analysis, ScoreOptions } from '../rubric/types.ts';
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

/** What a suggestion quotes of the person: two suggestions quoting the same words make the same fix. */
const quotes = (text: string) =>
  [...text.matchAll(/["“]([^"”]{12,})["”]/g)].map((m) => m[1].toLowerCase().replace(/[….\s]+$/, ''));

export function sectionAdvice(a: AdviceInputs, section: (typeof ADVICE_SECTIONS)[number] | 'basics'): Advice[] {
  const out: Advice[] = [];
  const said = new Set<string>();
  const push = (x: Advice | null) => {
    if (!x || said.has(x.text) || out.length >= 3) return;
    const q = quotes(x.text);
    if (q.some((k) => [...said].some((t) => t.includes(k)))) return;
    said.add(x.text.toLowerCase());
    out.push(x);
  };
  const s = section === 'basics' ? a.analysis.basics : a.analysis.sections[section];
  // Every check not passed, so that one without anything specific to say leaves room for the next.
  const open = s.checks
    .filter((c) => c.points < c.max)
    .map((c) => ({ c, sug: s.suggestions.find((x) => x.check_id === c.id) }));
  const gainOf = (id: string) => s.suggestions.find((x) => x.check_id === id)?.gain ?? 0;
  for (const { c, sug } of open.sort((x, y) => gainOf(y.c.id) - gainOf(x.c.id))) {
    const gain = sug?.gain ?? 0;
    if (gain <= 0) continue;
    const text = checkAdvice(a, c.id, sug?.text ?? '');
    if (text) push({ text, gain, check_id: c.id });
  }
  if (section !== 'basics') for (const step of nextSteps(a, section)) push(step);
  return out.map((x) => ({ ...x, text: clamp(x.text, PRO_LIMITS.recommendation) })).sort((x, y) => y.gain - x.gain);
}
