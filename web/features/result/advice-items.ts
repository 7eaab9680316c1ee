import type { SectionDto } from '../../../edge/core/analysis/dto.ts';

export interface AdviceItem {
  text: string;
  gain: number;
}

/**
 * The recommendations for one section: the writer's three, then any rubric suggestion they did not already say,
 * each tagged with the points it would gain (the rubric-only writer repeats the suggestions word for word).
 */
export function adviceItems(
  recommendations: string[],
  suggestions: SectionDto['suggestions'],
  measured?: number[],
): AdviceItem[] {
  // Advice made with its gains measured already says one thing per root cause: nothing to add from the rubric.
  if (measured && measured.length === recommendations.length)
    return recommendations.map((text, i) => ({ text, gain: measured[i] }));
  const gains = new Map((suggestions ?? []).map((s) => [s.text.trim(), s.gain]));
  const items: AdviceItem[] = recommendations.map((text) => ({ text, gain: gains.get(text.trim()) ?? 0 }));
  const said = new Set(items.map((i) => i.text.trim()));
  for (const s of suggestions ?? []) if (!said.has(s.text.trim())) items.push({ text: s.text, gain: s.gain });
  return items;
}
