// The order in which to act on the suggestions: what each would add to the OVERALL score (a section's gain times
// the section's weight), so "the first piece of advice" means the same thing on every screen and in the eval.
import type { CheckResult, SectionId, SectionResult, Suggestion } from './types.ts';
import { SECTION_IDS } from './types.ts';
import { ONE_EDIT, SECTION_WEIGHTS } from './weights.ts';

export interface RankedSuggestion extends Suggestion {
  section: SectionId;
  /** Points the overall score would gain (may be fractional: the overall score is a weighted mean). */
  overall_gain: number;
}

type Ranked = Pick<SectionResult, 'suggestions'> & Partial<Pick<SectionResult, 'checks' | 'score'>>;

const missing = (c: CheckResult) => c.max - c.points;

/**
 * What acting on a suggestion really changes, in section points. A headline is rewritten as one line, so advice on
 * any part of it earns what that one rewrite earns (ONE_EDIT), not one check's share. Otherwise the suggestion's
 * own gain.
 */
function editGain(section: SectionId, s: Suggestion, r: Ranked): number {
  const checks = r.checks;
  if (!checks || r.score === undefined || !s.check_id) return s.gain;
  const group = ONE_EDIT[section]?.find((g) => g.includes(s.check_id ?? ''));
  if (!group) return s.gain;
  // The rewrite also lifts a cap its own checks closed (a stale headline): the section's points, uncapped, plus
  // what the group still misses.
  const rewritten = checks.reduce((t, c) => t + c.points + (group.includes(c.id) ? missing(c) : 0), 0);
  return Math.max(s.gain, Math.min(rewritten - r.score, 100 - r.score));
}

/** A section's suggestions with each edit's lead first: the check listed first in its ONE_EDIT group. */
function leadFirst(section: SectionId, list: Suggestion[]): Suggestion[] {
  const order = (s: Suggestion) => {
    const group = ONE_EDIT[section]?.find((g) => g.includes(s.check_id ?? ''));
    return group ? group.indexOf(s.check_id ?? '') : 0;
  };
  return list
    .map((s, i) => ({ s, i }))
    .sort((a, b) => order(a.s) - order(b.s) || a.i - b.i)
    .map((x) => x.s);
}

/**
 * Every suggestion that gains points, largest overall gain first; ties keep section order, then list order. Of the
 * checks one edit satisfies together, only the first suggestion is listed: it stands for the whole edit.
 */
export function rankedSuggestions(sections: Record<SectionId, Ranked>): RankedSuggestion[] {
  const all: Array<RankedSuggestion & { at: number }> = [];
  for (const section of SECTION_IDS) {
    const seen = new Set<string[]>();
    for (const s of leadFirst(section, sections[section].suggestions)) {
      if (s.gain <= 0 || !s.check_id) continue;
      const group = ONE_EDIT[section]?.find((g) => g.includes(s.check_id ?? ''));
      if (group && seen.has(group)) continue;
      if (group) seen.add(group);
      const gain = editGain(section, s, sections[section]);
      all.push({ ...s, section, overall_gain: (gain * SECTION_WEIGHTS[section]) / 100, at: all.length });
    }
  }
  all.sort((a, b) => b.overall_gain - a.overall_gain || a.at - b.at);
  return all.map(({ at: _at, ...s }) => s);
}
