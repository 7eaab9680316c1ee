// Runs one part's checks: moves the points of checks that do not apply, turns findings into points, applies the
// gate, and derives feedback and the three suggestions. Without a gate the score is the sum of the checks' points.
import { resultBand } from '../bands.ts';
import { CHECKS, SECTIONS } from './catalog.ts';
import type { Ctx } from './context.ts';
import { outcome, pointsFor, redistribute } from './redistribute.ts';
import type { CheckResult, Finding, Gate, PartId, SectionResult, Skip, SkippedCheck, Suggestion } from './types.ts';
import { CHECK_WEIGHTS, GATE_CAP, GATE_MIN_SHARE, GATES } from './weights.ts';

export type Evaluator = (ctx: Ctx) => Finding | Skip;

function feedback(
  noun: string,
  score: number,
  checks: CheckResult[],
  top: Suggestion | undefined,
  gate?: Gate,
): string {
  const passed = checks.filter((c) => c.result === 'passed').length;
  const tally = `${passed} of ${checks.length} checks passed`;
  const band = resultBand(score).label;
  const first =
    band === 'Excellent'
      ? `Your ${noun} is in great shape (${tally}).`
      : band === 'Good'
        ? `Your ${noun} is solid, with room to grow (${tally}).`
        : `Your ${noun} needs work (${tally}).`;
  if (gate) return `${first} ${gate.reason}`;
  if (!top || top.gain === 0 || !top.check_id) return first;
  return `${first} Biggest gain: ${CHECKS[top.check_id].label.toLowerCase()} (+${top.gain} points).`;
}

interface Applied {
  id: string;
  weight: number;
  finding: Finding;
}

/** Weights after skipped checks hand theirs to the check named in `to` (when that one is applied). */
function weightsFor(applied: Applied[], moved: Array<{ to?: string; weight: number }>): number[] {
  const extra = new Map<string, number>();
  for (const m of moved)
    if (m.to && applied.some((a) => a.id === m.to)) extra.set(m.to, (extra.get(m.to) ?? 0) + m.weight);
  const own = applied.map((a) => a.weight + (extra.get(a.id) ?? 0));
  const total = own.reduce((x, y) => x + y, 0);
  const rest = moved.filter((m) => !m.to || !extra.has(m.to)).reduce((x, m) => x + m.weight, 0);
  return rest > 0 || total !== 100 ? redistribute(own) : own;
}

function gateFor(id: PartId, checks: CheckResult[], sum: number, empty: ReadonlySet<string>): Gate | undefined {
  const caps: Gate[] = [];
  for (const rule of GATES[id] ?? []) {
    const c = checks.find((x) => x.id === rule.check);
    if (!c || c.max === 0) continue;
    const low = rule.below !== undefined && c.points / c.max < rule.below;
    if (low || (rule.empty && empty.has(c.id))) caps.push({ cap: rule.cap, reason: rule.reason });
  }
  const content = checks.filter((c) => CHECKS[c.id].kind === 'content');
  const max = content.reduce((t, c) => t + c.max, 0);
  const got = content.reduce((t, c) => t + c.points, 0);
  if (max > 0 && got / max < GATE_MIN_SHARE)
    caps.push({ cap: GATE_CAP, reason: `its content checks earn only ${got} of ${max} points` });
  const gate = caps.sort((a, b) => a.cap - b.cap)[0];
  if (!gate || sum <= gate.cap) return undefined;
  return { cap: gate.cap, reason: `Capped at ${gate.cap} because ${gate.reason}: completeness alone cannot lift it.` };
}

export function scoreSection(id: PartId, ctx: Ctx, evaluators: Record<string, Evaluator>): SectionResult {
  const applied: Applied[] = [];
  const moved: Array<{ to?: string; weight: number }> = [];
  const skipped: SkippedCheck[] = [];
  for (const [checkId, weight] of Object.entries(CHECK_WEIGHTS[id])) {
    const out = evaluators[checkId](ctx);
    if ('skip' in out) {
      skipped.push({ id: checkId, label: CHECKS[checkId].label, reason: `Not applied: ${out.skip}` });
      moved.push({ to: out.to, weight });
    } else applied.push({ id: checkId, weight, finding: out });
  }

  const maxes = weightsFor(applied, moved);
  const checks: CheckResult[] = applied.map((a, i) => ({
    id: a.id,
    label: CHECKS[a.id].label,
    result: outcome(a.finding.fraction),
    points: pointsFor(a.finding.fraction, maxes[i]),
    max: maxes[i],
    evidence: a.finding.evidence,
  }));
  const sum = checks.reduce((t, c) => t + c.points, 0);
  const empty = new Set(applied.filter((a) => a.finding.empty).map((a) => a.id));
  const gate = gateFor(id, checks, sum, empty);
  const score = gate ? Math.min(sum, gate.cap) : sum;

  // A fix is worth what the section would really gain: its points, and a gate it would lift (or not).
  const scoreIf = (i: number) => {
    const fixed = checks.map((c, j) => (j === i ? { ...c, points: c.max } : c));
    const total = fixed.reduce((t, c) => t + c.points, 0);
    const g = gateFor(id, fixed, total, new Set([...empty].filter((x) => x !== checks[i].id)));
    return g ? Math.min(total, g.cap) : total;
  };
  const gains = checks
    .map((c, i) => ({ c, i, gain: c.max > c.points ? Math.max(1, scoreIf(i) - score) : 0 }))
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

  const result: SectionResult = {
    score,
    band: resultBand(score),
    feedback: feedback(SECTIONS[id].noun, score, checks, suggestions[0], gate),
    checks,
    skipped,
    suggestions,
  };
  if (gate) result.gate = gate;
  return result;
}
