// Reading a job ad, deterministically: title and seniority, hard skills, tools and certifications from the
// vocabulary, and the other key terms weighted by how often and how early the ad uses them.
import { detectLanguage } from '../rubric/lang/detect.ts';
import { findSkill, fold, type PreparedText, prepare, tokenize } from '../skills/index.ts';
import { splitAd } from './ad-text.ts';
import { SENIORITY, STOP_WORDS, VOCAB } from './lexicon.ts';
import type { AdReading, AdTerm } from './types.ts';

/** At most this many skills and other terms are read from one ad: beyond them, weights are noise. */
export const MAX_SKILLS = 25;
export const MAX_TERMS = 10;

const words = (s: string) => tokenize(s).map((t) => t.norm);
const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((w, i) => w === b[i] || w === `${b[i]}s` || `${w}s` === b[i]);

/** Earlier counts more: the first third of an ad is where its must-haves are. */
const placeWeight = (at: number, length: number) => (length && at / length < 0.34 ? 1.5 : 1);

export function senorityOf(text: string): string | null {
  const t = fold(text);
  return SENIORITY.find(([, re]) => re.test(t))?.[0] ?? null;
}

interface Span {
  start: number;
  end: number;
}

/** Vocabulary entries the ad names with one of their own spellings (no stems: "report to" is not Reporting). */
function vocabTerms(p: PreparedText, titleWordsSet: Set<string>, length: number): { terms: AdTerm[]; spans: Span[] } {
  const hits: Array<{ term: AdTerm; span: Span; count: number }> = [];
  const folded = ` ${p.tokens.map((t) => t.norm).join(' ')} `;
  for (const entry of VOCAB) {
    for (const spelling of entry.spellings) {
      // Most of the vocabulary is not in a given ad: a map look-up rules it out before the full rule runs.
      const first = words(spelling)[0];
      if (!p.at.has(first) && !p.at.has(`${first}s`)) continue;
      const hit = findSkill(p, spelling, { loose: false });
      if (!hit || !entry.spellings.some((s) => sameWords(words(hit.quote), words(s)))) continue;
      const key = ` ${words(hit.quote).join(' ')} `;
      const count = Math.max(1, folded.split(key).length - 1);
      const inTitle = words(hit.quote).every((w) => titleWordsSet.has(w));
      const weight = (1 + Math.log2(count)) * placeWeight(hit.start, length) * (inTitle ? 1.5 : 1);
      const spellings = [hit.quote, ...entry.spellings.filter((s) => fold(s) !== fold(hit.quote))];
      hits.push({ term: { term: hit.quote, kind: entry.kind, weight, spellings }, span: hit, count });
      break;
    }
  }
  // A longer name wins over one inside it ("Google Analytics Certification" over "Google Analytics").
  hits.sort((a, b) => b.span.end - b.span.start - (a.span.end - a.span.start));
  const kept: typeof hits = [];
  for (const h of hits) {
    const inside = kept.find((k) => k.span.start <= h.span.start && h.span.end <= k.span.end);
    if (!inside || h.count > inside.count) kept.push(h);
  }
  return { terms: kept.map((k) => k.term), spans: kept.map((k) => k.span) };
}

/** Other key terms: content words (same stem counted together) by frequency and position, seen at least twice. */
function keyTerms(p: PreparedText, skip: Span[], skipWords: Set<string>, length: number): AdTerm[] {
  const byStem = new Map<string, { raw: Map<string, number>; weight: number; count: number }>();
  for (const [i, t] of p.tokens.entries()) {
    if (t.norm.length < 3 || /\d/.test(t.norm) || STOP_WORDS.has(t.norm) || skipWords.has(t.norm)) continue;
    if (skip.some((s) => s.start <= t.start && t.end <= s.end)) continue;
    const key = p.stems[i];
    const e = byStem.get(key) ?? { raw: new Map(), weight: 0, count: 0 };
    e.raw.set(t.norm, (e.raw.get(t.norm) ?? 0) + 1);
    e.weight += placeWeight(t.start, length);
    e.count += 1;
    byStem.set(key, e);
  }
  return [...byStem.values()]
    .filter((e) => e.count >= 2)
    .map((e) => {
      const term = [...e.raw.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
      return { term, kind: 'term' as const, weight: Math.min(e.weight, 6) / 2, spellings: [term] };
    })
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, MAX_TERMS);
}

export function readAd(text: string): AdReading {
  const { title, body, boilerplateChars } = splitAd(text.slice(0, 20_000));
  const all = title && body ? `${title}\n${body}` : title || body;
  const seniorityWords = new Set(words('intern junior senior sr jr lead staff principal head chief trainee'));
  const titleWords = words(title).filter((w) => !STOP_WORDS.has(w) && !seniorityWords.has(w) && w.length > 1);
  const p = prepare(all);
  const { terms: skills, spans } = vocabTerms(p, new Set(titleWords), all.length);
  const terms = keyTerms(p, spans, new Set([...titleWords, ...seniorityWords]), all.length);
  return {
    title,
    seniority: senorityOf(title) ?? null,
    language: detectLanguage(body || title),
    titleWords: [...new Set(titleWords)],
    skills: skills.sort((a, b) => b.weight - a.weight).slice(0, MAX_SKILLS),
    terms,
    boilerplateChars,
  };
}
