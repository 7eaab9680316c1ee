// THE rule for "is this skill named in this text": every check that looks for skills in text uses it, and so will
// job matching. A skill matches when its words (or one of its aliases' words) appear in the text:
//   1. exactly, in order ("PostgreSQL" in "on PostgreSQL 15"; "k8s" for Kubernetes through the alias table);
//   2. in order with the same word stems ("Java Development" in "Java Developer");
//   3. for skills of several words, all their words' stems within a few words of each other, in any order
//      ("Project Management" in "managed 12 projects"): a looser mention, reported as such.
// Everyday words that are also skill names (Go, R, Excel, Swift ...) must be written with their capital letter.
import { ALIAS_GROUPS } from './aliases.ts';
import { stem, type Token, termWords, tokenize } from './tokens.ts';

export interface SkillHit {
  /** The words as the text has them. */
  quote: string;
  start: number;
  end: number;
  /** False for a loose mention (rule 3). */
  exact: boolean;
}

/** A text tokenised once for many look-ups, with where each word and each stem stands. */
export interface PreparedText {
  text: string;
  tokens: Token[];
  stems: string[];
  at: Map<string, number[]>;
  atStem: Map<string, number[]>;
}

const CASE_SENSITIVE = new Set([
  'go',
  'r',
  'c',
  'd',
  'swift',
  'rust',
  'spring',
  'express',
  'access',
  'word',
  'excel',
  'chef',
]);
const LOOSE_STOP = new Set([
  'and',
  'of',
  'the',
  'for',
  'in',
  'on',
  'to',
  'a',
  'de',
  'et',
  'des',
  'du',
  'la',
  'le',
  'und',
  'y',
  'e',
  'di',
  'da',
  'do',
  'em',
  'en',
  '&',
]);
const WINDOW = 6;

const key = (words: string[]) => words.join(' ');
const GROUP_OF = new Map<string, number>();
ALIAS_GROUPS.forEach((g, i) => {
  for (const term of g) GROUP_OF.set(key(termWords(term)), i);
});

/** The canonical normalised form of a term ("k8s" -> "kubernetes", "Node.JS" -> "node.js"). */
export function normalise(term: string): string {
  const k = key(termWords(term));
  const g = GROUP_OF.get(k);
  return g === undefined ? k : key(termWords(ALIAS_GROUPS[g][0]));
}

/** Every spelling that counts as the term, normalised, the term itself first. */
export function aliases(term: string): string[] {
  const k = key(termWords(term));
  const g = GROUP_OF.get(k);
  const all = g === undefined ? [k] : [k, ...ALIAS_GROUPS[g].map((t) => key(termWords(t)))];
  return [...new Set(all)].filter(Boolean);
}

const PREPARED = new Map<string, PreparedText>();

export function prepare(text: string): PreparedText {
  let p = PREPARED.get(text);
  if (!p) {
    const tokens = tokenize(text);
    const stems = tokens.map((t) => stem(t.norm));
    const at = new Map<string, number[]>();
    const atStem = new Map<string, number[]>();
    // Appended in place: a long text (a pasted job ad) repeats words hundreds of times.
    const add = (m: Map<string, number[]>, k: string, i: number) => {
      const list = m.get(k);
      if (list) list.push(i);
      else m.set(k, [i]);
    };
    tokens.forEach((t, i) => {
      add(at, t.norm, i);
      add(atStem, stems[i], i);
    });
    p = { text, tokens, stems, at, atStem };
    if (PREPARED.size >= 512) PREPARED.clear();
    PREPARED.set(text, p);
  }
  return p;
}

function hit(p: PreparedText, from: number, to: number, exact: boolean): SkillHit {
  const start = p.tokens[from].start;
  const end = p.tokens[to].end;
  return { quote: p.text.slice(start, end), start, end, exact };
}

const STEMS = new Map<string, string>();
function stemOf(word: string): string {
  let s = STEMS.get(word);
  if (s === undefined) {
    s = stem(word);
    if (STEMS.size >= 8192) STEMS.clear();
    STEMS.set(word, s);
  }
  return s;
}

function sameWord(p: PreparedText, i: number, word: string, raw: string | undefined, byStem: boolean): boolean {
  const t = p.tokens[i];
  if (CASE_SENSITIVE.has(word)) return raw !== undefined && t.raw.toLowerCase() === word && t.raw[0] === raw[0];
  if (t.norm === word) return true;
  return byStem && word.length >= 4 && t.norm.length >= 4 && p.stems[i] === stemOf(word);
}

/** Positions where the first word could start a match (looked up, not scanned). */
function starts(p: PreparedText, word: string, byStem: boolean): number[] {
  const exact = p.at.get(word) ?? [];
  if (!byStem || word.length < 4) return exact;
  return [...new Set([...exact, ...(p.atStem.get(stemOf(word)) ?? [])])].sort((a, b) => a - b);
}

function inOrder(p: PreparedText, words: string[], raws: string[], byStem: boolean): SkillHit | null {
  for (const i of starts(p, words[0], byStem)) {
    if (i + words.length > p.tokens.length) continue;
    if (words.every((w, j) => sameWord(p, i + j, w, raws[j], byStem))) return hit(p, i, i + words.length - 1, true);
  }
  return null;
}

function nearby(p: PreparedText, words: string[]): SkillHit | null {
  const want = words.filter((w) => !LOOSE_STOP.has(w) && !CASE_SENSITIVE.has(w));
  if (want.length < 2 || want.length !== words.filter((w) => !LOOSE_STOP.has(w)).length) return null;
  const first = [...new Set(want.flatMap((w) => starts(p, w, true)))].sort((a, b) => a - b);
  for (const i of first) {
    if (!want.some((w) => sameWord(p, i, w, undefined, true))) continue;
    const end = Math.min(p.tokens.length, i + WINDOW);
    const seen = new Set<string>();
    let last = i;
    for (let j = i; j < end; j++) {
      const w = want.find((x) => !seen.has(x) && sameWord(p, j, x, undefined, true));
      if (w) {
        seen.add(w);
        last = j;
      }
    }
    // A loose mention stays within one sentence.
    if (seen.size === want.length && !/[.!?;]\s|\n/.test(p.text.slice(p.tokens[i].start, p.tokens[last].end)))
      return hit(p, i, last, false);
  }
  return null;
}

interface Variant {
  words: string[];
  raws: string[];
}

const VARIANTS = new Map<string, Variant[]>();

function variants(skill: string): Variant[] {
  let v = VARIANTS.get(skill);
  if (!v) {
    v = buildVariants(skill);
    if (VARIANTS.size >= 4096) VARIANTS.clear();
    VARIANTS.set(skill, v);
  }
  return v;
}

function buildVariants(skill: string): Variant[] {
  const own = tokenize(skill);
  const k = key(own.map((t) => t.norm));
  const g = GROUP_OF.get(k);
  const terms = g === undefined ? [] : ALIAS_GROUPS[g];
  const out: Variant[] = [{ words: own.map((t) => t.norm), raws: own.map((t) => t.raw) }];
  for (const term of terms) {
    const t = tokenize(term);
    if (key(t.map((x) => x.norm)) !== k) out.push({ words: t.map((x) => x.norm), raws: t.map((x) => x.raw) });
  }
  return out.filter((v) => v.words.length > 0);
}

/** Where `skill` (or an alias) is named in `text`, or null. Exact mentions win over loose ones. */
export function findSkill(
  text: string | PreparedText,
  skill: string,
  options: { loose?: boolean } = {},
): SkillHit | null {
  const p = typeof text === 'string' ? prepare(text) : text;
  const vs = variants(skill);
  if (vs.length === 0 || p.tokens.length === 0) return null;
  for (const byStem of [false, true]) {
    for (const v of vs) {
      const found = inOrder(p, v.words, v.raws, byStem);
      if (found) return found;
    }
  }
  if (options.loose === false) return null;
  for (const v of vs) {
    const found = nearby(p, v.words);
    if (found) return found;
  }
  return null;
}
