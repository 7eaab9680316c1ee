// Keyword coverage for an optional target role or pasted job ad. It is reported beside the score, not inside
// it: the score describes the profile; coverage describes the profile against one role.

import { TOOLS } from '../advice/vocab.ts';
import { findSkill } from '../skills/index.ts';
import { allSkills, type Ctx } from './context.ts';
import { STOPWORDS, SYNONYMS } from './synonyms.ts';
import { clean, hasPhrase, norm, words } from './text.ts';
import type { TargetKeyword, TargetResult } from './types.ts';
import { LIMITS } from './weights.ts';

type Area = TargetKeyword['found_in'][number];
const AREAS: Area[] = ['headline', 'about', 'skills', 'experience'];

function groupOf(term: string): readonly string[] | undefined {
  const t = norm(term).trim();
  return SYNONYMS.find((g) => g.some((x) => norm(x).trim() === t));
}

/** Known phrases and tools first (in order of appearance), then other words by frequency, then first appearance. */
export function extractKeywords(text: string): string[] {
  let rest = norm(text);
  const found: Array<{ k: string; group: number; at: number }> = [];
  // Tool names are phrases too ("Apache Kafka", "Google Analytics"); each is its own one-term group.
  const groupsToFind: readonly (readonly string[])[] = [
    ...SYNONYMS,
    ...[...TOOLS].filter((t) => !SYNONYMS.some((g) => g.includes(t))).map((t) => [t]),
  ];
  // Longest terms first, so "apache kafka" wins over "kafka" and "google cloud platform" over "google cloud".
  const terms = groupsToFind
    .flatMap((group, g) => group.map((term) => ({ term, g })))
    .sort((a, b) => b.term.length - a.term.length || a.g - b.g);
  for (const { term, g } of terms) {
    const at = rest.indexOf(norm(term));
    if (at >= 0) {
      found.push({ k: term, group: g, at });
      rest = rest.split(norm(term)).join(' '.repeat(norm(term).length));
    }
  }
  const groups = new Set<number>();
  const seen = new Set<string>();
  const phrases: string[] = [];
  for (const f of found.sort((a, b) => a.at - b.at)) {
    if (groups.has(f.group)) continue;
    groups.add(f.group);
    seen.add(f.k);
    phrases.push(f.k);
  }
  const counts = new Map<string, { n: number; first: number }>();
  words(rest).forEach((w, i) => {
    if (w.length < 3 || STOPWORDS.has(w) || /^\d+$/.test(w)) return;
    const c = counts.get(w);
    if (c) c.n += 1;
    else counts.set(w, { n: 1, first: i });
  });
  const single = [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first).map(([w]) => w);
  return [...phrases, ...single.filter((w) => !seen.has(w))].slice(0, LIMITS.targetKeywordsMax);
}

export function targetCoverage(ctx: Ctx, targetRole: string): TargetResult {
  const keywords = extractKeywords(targetRole);
  const texts: Record<Area, string> = {
    headline: ctx.headline,
    about: ctx.about,
    skills: allSkills(ctx).join(' . '),
    experience: ctx.roles.map((r) => `${r.position} . ${r.summary ?? ''}`).join(' . '),
  };
  // The skills matching rule (aliases, stems) plus the role synonyms above.
  const found = (text: string, k: string) =>
    (groupOf(k) ?? [k]).some((v) => findSkill(text, v)?.exact || hasPhrase(norm(text), v));
  const result: TargetKeyword[] = keywords.map((k) => ({
    keyword: k,
    found_in: AREAS.filter((a) => found(texts[a], k)),
  }));
  const pct = (n: number) => (keywords.length ? Math.round((100 * n) / keywords.length) : 0);
  const inArea = (a: Area) => pct(result.filter((r) => r.found_in.includes(a)).length);
  return {
    role: [...clean(targetRole)].slice(0, 200).join(''),
    keywords: result,
    coverage: {
      headline: inArea('headline'),
      about: inArea('about'),
      skills: inArea('skills'),
      experience: inArea('experience'),
      overall: pct(result.filter((r) => r.found_in.length > 0).length),
    },
    missing: result.filter((r) => r.found_in.length === 0).map((r) => r.keyword),
  };
}
