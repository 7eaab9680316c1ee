// The order in which to act on the suggestions: what each would add to the OVERALL score (a section's gain times
// the section's weight), so "the first piece of advice" means the same thing on every screen and in the eval.
import type { SectionId, SectionResult, Suggestion } from './types.ts';
import { SECTION_IDS } from './types.ts';
import { SECTION_WEIGHTS } from './weights.ts';

export interface RankedSuggestion extends Suggestion {
  section: SectionId;
  /** Points the overall score would gain (may be fractional: the overall score is a weighted mean). */
  overall_gain: number;
}

/** Every suggestion that gains points, largest overall gain first; ties keep section order, then list order. */
export function rankedSuggestions(sections: Record<SectionId, Pick<SectionResult, 'suggestions'>>): RankedSuggestion[] {
  const all: Array<RankedSuggestion & { at: number }> = [];
  for (const section of SECTION_IDS) {
    for (const s of sections[section].suggestions) {
      if (s.gain <= 0 || !s.check_id) continue;
      all.push({ ...s, section, overall_gain: (s.gain * SECTION_WEIGHTS[section]) / 100, at: all.length });
    }
  }
  all.sort((a, b) => b.overall_gain - a.overall_gain || a.at - b.at);
  return all.map(({ at: _at, ...s }) => s);
}
