// Missing terms a headline rewrite may use: only those the profile's own text already backs (the skill is named
// elsewhere in the profile, or under another spelling). A term nothing in the profile supports is never offered.
import type { MatchResult } from './types.ts';

export interface BackedTerm {
  /** The ad's word for it. */
  term: string;
  /** What the profile says that backs it. */
  evidence: string;
}

/** Terms the headline lacks and the rest of the profile backs, heaviest first. Pure: the rewriter calls it. */
export function headlineTerms(m: MatchResult, max = 5): BackedTerm[] {
  const out: BackedTerm[] = [];
  // Skills, tools and certifications only: a headline lists what you do, not the ad's other words.
  for (const f of m.found)
    if (f.kind !== 'term' && !f.where.includes('headline')) out.push({ term: f.term, evidence: f.quote });
  for (const x of m.missing) if (x.kind !== 'term' && x.yours) out.push({ term: x.term, evidence: x.yours });
  const weight = new Map([...m.found, ...m.missing].map((t) => [t.term, t.weight]));
  return out
    .filter((t, i) => out.findIndex((o) => o.term === t.term) === i)
    .sort((a, b) => (weight.get(b.term) ?? 0) - (weight.get(a.term) ?? 0))
    .slice(0, max);
}
