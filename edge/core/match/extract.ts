// Reading a job ad, deterministically: title and seniority, hard skills, tools and certifications from the
// vocabulary, and the other key terms weighted by how often and how early the ad uses them; each one required or
// nice to have, as the ad's own headings and words say. Linear in the ad's length: the text is tokenised once, and
// every look-up goes through the word index (never a scan of the text per term).
import { detectLanguage } from '../rubric/lang/detect.ts';
import { findSkill, fold, type PreparedText, prepare, stem, tokenize } from '../skills/index.ts';
import { splitLists } from './ad-lists.ts';
import { splitAd } from './ad-text.ts';
import { SENIORITY, STOP_WORDS, VOCAB } from './lexicon.ts';
import { employerWords, NOT_TERMS } from './not-terms.ts';
import type { AdReading, AdTerm } from './types.ts';

/** At most this many skills and other terms are read from one ad: beyond them, weights are noise. */
export const MAX_SKILLS = 25;
export const MAX_TERMS = 10;
/** A word the vocabulary does not know is a key term when the ad uses it this often. */
export const KEY_TERM_MIN = 3;
/** The longest ad read; the API refuses longer ones. */
export const MAX_AD_CHARS = 20_000;
/** A nice-to-have counts this much of a required term of the same weight. */
export const NICE_WEIGHT = 0.5;

const words = (s: string) => tokenize(s).map((t) => t.norm);
const SPELLING_WORDS = new Map(VOCAB.flatMap((e) => e.spellings.map((s) => [s, words(s)] as const)));
const VOCAB_WORDS = new Set([...SPELLING_WORDS.values()].flat());
const SENIORITY_WORDS = new Set(
  words('intern junior senior sr jr lead staff principal head chief trainee jefe jefa leiter leiterin responsable'),
);

/** Earlier counts more: the first third of an ad is where its must-haves are. */
const placeWeight = (at: number, length: number) => (length && at / length < 0.34 ? 1.5 : 1);

export function senorityOf(text: string): string | null {
  const t = fold(text);
  return SENIORITY.find(([, re]) => re.test(t))?.[0] ?? null;
}

interface Context {
  p: PreparedText;
  length: number;
  titleWords: Set<string>;
  /** Is this position of the text in a nice-to-have span? */
  optional: (at: number) => boolean;
  employer: Set<string>;
}

/** Token positions where these words stand in a row (looked up through the word index). */
function occurrences(p: PreparedText, ws: string[]): number[] {
  const first = p.at.get(ws[0]) ?? [];
  return first.filter((i) => ws.every((w, j) => p.tokens[i + j]?.norm === w));
}

/** Vocabulary entries the ad names with one of their own spellings (no stems: "report to" is not Reporting). */
function vocabTerms(c: Context): { terms: AdTerm[]; seen: Set<string> } {
  const hits: Array<{ term: AdTerm; start: number; end: number; count: number }> = [];
  for (const entry of VOCAB) {
    for (const spelling of entry.spellings) {
      const sw = SPELLING_WORDS.get(spelling) ?? [];
      // Most of the vocabulary is not in a given ad: a map look-up rules it out before the full rule runs.
      if (!sw.length || (!c.p.at.has(sw[0]) && !c.p.at.has(`${sw[0]}s`))) continue;
      const hit = findSkill(c.p, spelling, { loose: false });
      const hw = hit ? words(hit.quote) : [];
      if (!hit || !entry.spellings.some((s) => sameWords(hw, SPELLING_WORDS.get(s) ?? []))) continue;
      // The employer's own name ("Oracle", "Salesforce" hiring) is not a skill the ad asks for.
      if (hw.every((w) => c.employer.has(w))) break;
      const at = occurrences(c.p, hw);
      const count = Math.max(1, at.length);
      const required = at.length ? at.some((i) => !c.optional(c.p.tokens[i].start)) : !c.optional(hit.start);
      const inTitle = hw.every((w) => c.titleWords.has(w));
      const weight =
        (1 + Math.log2(count)) * placeWeight(hit.start, c.length) * (inTitle ? 1.5 : 1) * (required ? 1 : NICE_WEIGHT);
      const spellings = [hit.quote, ...entry.spellings.filter((s) => fold(s) !== fold(hit.quote))];
      hits.push({ term: { term: hit.quote, kind: entry.kind, weight, spellings, required }, ...hit, count });
      break;
    }
  }
  // A longer name wins over one inside it ("Google Analytics Certification" over "Google Analytics").
  hits.sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: typeof hits = [];
  for (const h of hits) {
    const inside = kept.find((k) => k.start <= h.start && h.end <= k.end);
    if (!inside || h.count > inside.count) kept.push(h);
  }
  const seen = new Set(kept.flatMap((k) => k.term.spellings.flatMap((s) => words(s))));
  return { terms: kept.map((k) => k.term), seen };
}

const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((w, i) => w === b[i] || w === `${b[i]}s` || `${w}s` === b[i]);

/** Other key terms: content words (same stem counted together) by frequency and position, seen KEY_TERM_MIN times.
 *  Names are left out: a word the ad only writes with a capital (outside German, where every noun has one) is a
 *  place, a company or a product the vocabulary does not know. */
function keyTerms(c: Context, skip: Set<string>, language: string, employerAll: Set<string>): AdTerm[] {
  const byStem = new Map<string, { raw: Map<string, number>; weight: number; count: number; required: boolean }>();
  // "engineers" is the title's "engineer": words are skipped by their stem.
  const skipStems = new Set([...skip].map(stem));
  const lowerSeen = new Set<string>();
  for (const t of c.p.tokens) if (t.raw[0] !== t.raw[0].toUpperCase()) lowerSeen.add(t.norm);
  for (const [i, t] of c.p.tokens.entries()) {
    const w = t.norm;
    if (w.length < 3 || w.length > 40 || /\d/.test(w) || STOP_WORDS.has(w) || NOT_TERMS.has(w)) continue;
    if (skip.has(w) || skipStems.has(c.p.stems[i]) || employerAll.has(w) || /[/&+]/.test(w)) continue;
    if (language !== 'de' && !lowerSeen.has(w)) continue;
    const key = c.p.stems[i];
    const e = byStem.get(key) ?? { raw: new Map(), weight: 0, count: 0, required: false };
    e.raw.set(w, (e.raw.get(w) ?? 0) + 1);
    e.weight += placeWeight(t.start, c.length);
    e.count += 1;
    e.required ||= !c.optional(t.start);
    byStem.set(key, e);
  }
  return (
    [...byStem.values()]
      // Three times at least: a word an ad uses twice is as often its furniture ("clear", "store") as its subject.
      .filter((e) => e.count >= KEY_TERM_MIN)
      .map((e) => {
        const term = [...e.raw.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
        const weight = (Math.min(e.weight, 6) / 2) * (e.required ? 1 : NICE_WEIGHT);
        return { term, kind: 'term' as const, weight, spellings: [term], required: e.required };
      })
      .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
      .slice(0, MAX_TERMS)
  );
}

export function readAd(text: string): AdReading {
  const source = text.slice(0, MAX_AD_CHARS);
  const employer = employerWords(source, fold);
  const { title, body, boilerplateChars, nice } = splitAd(splitLists(source));
  const all = title && body ? `${title}\n${body}` : title || body;
  const shift = title && body ? title.length + 1 : 0;
  const excluded = (w: string) =>
    STOP_WORDS.has(w) ||
    SENIORITY_WORDS.has(w) ||
    NOT_TERMS.has(w) ||
    employer.strong.has(w) ||
    w.length < 2 ||
    /\d/.test(w);
  // After a spaced dash a title often names the place or the contract ("Jefe de Almacén – Centro de Getafe"): those
  // words count only when the vocabulary knows them or the ad also writes them in lower case.
  const [head, ...tail] = title.split(/\s[–—-]\s/);
  const lower = new Set(tokenize(source).flatMap((t) => (t.raw[0] === t.raw[0].toLowerCase() ? [t.norm] : [])));
  const tailWords = words(tail.join(' ')).filter((w) => lower.has(w) || VOCAB_WORDS.has(w));
  const titleWords = [...new Set([...words(head), ...tailWords].filter((w) => !excluded(w)))];
  // Shown without a tail that only names the place or the arrangement ("– München oder Remote").
  const shownTitle = tail.length && words(tail.join(' ')).every(excluded) ? head.trim() : title;
  const p = prepare(all);
  // Spans are sorted and few: a binary search answers each position.
  const spans = nice.map(([s, e]) => [s + shift, e + shift] as const);
  const optional = (at: number) => {
    let lo = 0;
    let hi = spans.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (at < spans[mid][0]) hi = mid - 1;
      else if (at >= spans[mid][1]) lo = mid + 1;
      else return true;
    }
    return false;
  };
  const c: Context = { p, length: all.length, titleWords: new Set(titleWords), optional, employer: employer.strong };
  const { terms: skills, seen } = vocabTerms(c);
  const language = detectLanguage(body || title);
  const terms = keyTerms(c, new Set([...seen, ...titleWords, ...SENIORITY_WORDS]), language, employer.all);
  return {
    title: shownTitle,
    seniority: senorityOf(title) ?? null,
    language,
    titleWords,
    skills: skills.sort((a, b) => b.weight - a.weight).slice(0, MAX_SKILLS),
    terms,
    boilerplateChars,
  };
}
