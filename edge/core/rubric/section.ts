// Runs one section's checks: applies language and data rules, scales weights, turns findings into points,
// and derives feedback and the three suggestions. The section score is by construction the sum of its points.
import { resultBand } from '../bands.ts';
import { CHECKS, SECTIONS } from './catalog.ts';
import type { Ctx } from './context.ts';
import { outcome, pointsFor, redistribute } from './redistribute.ts';
import type { CheckResult, Finding, SectionId, SectionResult, Skip, SkippedCheck, Suggestion } from './types.ts';
import { CHECK_WEIGHTS } from './weights.ts';

export type Evaluator = (ctx: Ctx) => Finding | Skip;

const LANGUAGE_NAMES: Record<string, string> = {
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  ro: 'Romanian',
  ru: 'Russian',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  pl: 'Polish',
  tr: 'Turkish',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  nb: 'Norwegian',
  cs: 'Czech',
  id: 'Indonesian',
  ms: 'Malay',
};

function languageName(code: string): string {
  return LANGUAGE_NAMES[code.toLowerCase().slice(0, 2)] ?? `a language other than English (${code})`;
}

function feedback(noun: string, score: number, checks: CheckResult[], top: Suggestion | undefined): string {
  const passed = checks.filter((c) => c.result === 'passed').length;
  const tally = `${passed} of ${checks.length} checks passed`;
  const band = resultBand(score).label;
  const first =
    band === 'Excellent'
      ? `Your ${noun} is in great shape (${tally}).`
      : band === 'Good'
        ? `Your ${noun} is solid, with room to grow (${tally}).`
        : `Your ${noun} needs work (${tally}).`;
  if (!top || top.gain === 0 || !top.check_id) return first;
  return `${first} Biggest gain: ${CHECKS[top.check_id].label.toLowerCase()} (+${top.gain} points).`;
}

export function scoreSection(id: SectionId, ctx: Ctx, evaluators: Record<string, Evaluator>): SectionResult {
  const applied: Array<{ id: string; weight: number; finding: Finding }> = [];
  const skipped: SkippedCheck[] = [];
  for (const [checkId, weight] of Object.entries(CHECK_WEIGHTS[id])) {
    const info = CHECKS[checkId];
    if (info.englishOnly && !ctx.english) {
      skipped.push({
        id: checkId,
        label: info.label,
        reason: `Not applied: this check reads English words and your profile is in ${languageName(ctx.profile.meta.language)}.`,
      });
      continue;
    }
    const out = evaluators[checkId](ctx);
    if ('skip' in out) skipped.push({ id: checkId, label: info.label, reason: `Not applied: ${out.skip}` });
    else applied.push({ id: checkId, weight, finding: out });
  }

  const maxes = redistribute(applied.map((a) => a.weight));
  const checks: CheckResult[] = applied.map((a, i) => ({
    id: a.id,
    label: CHECKS[a.id].label,
    result: outcome(a.finding.fraction),
    points: pointsFor(a.finding.fraction, maxes[i]),
    max: maxes[i],
    evidence: a.finding.evidence,
  }));
  const score = checks.reduce((sum, c) => sum + c.points, 0);

  const gains = checks
    .map((c, i) => ({ c, i, gain: c.max - c.points }))
    .filter((g) => g.gain > 0)
    .sort((a, b) => b.gain - a.gain || a.i - b.i);
  const suggestions: Suggestion[] = gains.slice(0, 3).map((g) => ({
    check_id: g.c.id,
    text: applied[g.i].finding.fix ?? CHECKS[g.c.id].fix,
    gain: g.gain,
  }));
  for (const tip of SECTIONS[id].keep) {
    if (suggestions.length >= 3) break;
    suggestions.push({ check_id: null, text: tip, gain: 0 });
  }

  return {
    score,
    band: resultBand(score),
    feedback: feedback(SECTIONS[id].noun, score, checks, suggestions[0]),
    checks,
    skipped,
    suggestions,
  };
}
