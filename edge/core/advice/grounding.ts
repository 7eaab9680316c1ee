// The grounding check: a rewrite may only name numbers, employers, schools, tools and skills that appear in the
// source profile. Anything else becomes a [placeholder]; a rewrite with too many inventions is dropped.
// Heuristic by design (no NER model in a Worker): candidates are dictionary terms, capitalised words that do not
// start a sentence, acronyms and mixed-case names; generic professional words are never entities.
import { hasPhrase, norm } from '../rubric/text.ts';
import type { Facts } from './facts.ts';
import { findNumbers, numberPlaceholder } from './numbers.ts';
import { COMPANIES, COMPANY_CUES, COMPANY_SUFFIXES, GENERIC, SCHOOL_WORDS, SCHOOLS, TOOLS } from './vocab.ts';

export type ViolationKind = 'number' | 'company' | 'school' | 'tool' | 'name' | 'contact';
export interface Violation {
  kind: ViolationKind;
  token: string;
}
export interface Grounded {
  text: string;
  ok: boolean;
  violations: Violation[];
}

/** More inventions than this and the rewrite is dropped rather than patched. */
export const MAX_PATCHES = 3;

const CONTACT =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[a-z]{2,}|\b(?:https?:\/\/|www\.)\S+|(?:\+|\b00)\d[\d\s().-]{7,}\d/giu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}&.+#'’-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;
const CONNECTORS = new Set(['of', '&', 'de', 'du', 'des', 'la', 'le', 'fur', 'für', 'di', 'del']);
const PLACEHOLDER = { company: '[Company]', school: '[School]', tool: '[Tool]', name: '[Name]' } as const;

interface Tok {
  start: number;
  end: number;
  word: string;
  initial: boolean;
}

function tokens(text: string): Tok[] {
  const spans = [...text.matchAll(/\[[^\]]*\]/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
  const out: Tok[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    if (spans.some(([a, b]) => start >= a && start < b)) continue;
    const head = text.slice(0, start);
    const before = head.replace(/[\s"'“‘(]+$/, '');
    // Sentence or list starts: capitals there are grammar, not names.
    const initial = before === '' || /[.!?:;•·|▪–—\]-]$/.test(before) || /\n[\s"'“‘(]*$/.test(head);
    out.push({ start, end: start + m[0].length, word: m[0].replace(/['’]s$/, ''), initial });
  }
  return out;
}

const lower = (w: string) => norm(w).trim();
const isNumberish = (w: string) => /^[\d.,]+$/.test(w);

function isCandidate(t: Tok): boolean {
  const l = lower(t.word);
  if (!l || isNumberish(t.word)) return false;
  if (TOOLS.has(l) || COMPANIES.has(l) || SCHOOLS.has(l)) return true;
  // "Ex-Amazon", "Stanford-trained": a known name inside a hyphenated word.
  if (l.split(' ').some((w) => COMPANIES.has(w) || SCHOOLS.has(w))) return true;
  if (GENERIC.has(l) || GENERIC.has(t.word.toLowerCase())) return false;
  const acronym = /^[\p{Lu}\d&]{2,}$/u.test(t.word) && /\p{Lu}/u.test(t.word);
  const mixed =
    /^\p{Ll}+\p{Lu}/u.test(t.word) || /\p{Ll}\p{Lu}/u.test(t.word) || (/\d/.test(t.word) && /\p{L}/u.test(t.word));
  if (acronym || mixed) return true;
  return /^\p{Lu}/u.test(t.word) && !t.initial;
}

function classify(phrase: string, prev: string, facts: Facts): Exclude<ViolationKind, 'number' | 'contact'> | 'skill' {
  const l = lower(phrase);
  const words = l.split(' ');
  if (hasPhrase(facts.skills, phrase)) return 'skill';
  if (words.some((w) => SCHOOL_WORDS.has(w)) || SCHOOLS.has(l) || words.some((w) => SCHOOLS.has(w))) return 'school';
  if (TOOLS.has(l)) return 'tool';
  if (
    COMPANY_CUES.has(prev) ||
    COMPANY_CUES.has(lower(prev)) ||
    COMPANIES.has(l) ||
    words.some((w) => COMPANIES.has(w) || COMPANY_SUFFIXES.has(w))
  )
    return 'company';
  return /\d|\p{Ll}\p{Lu}/u.test(phrase) ? 'tool' : 'name';
}

function grounded(kind: ReturnType<typeof classify>, significant: string[], facts: Facts): boolean {
  if (kind === 'skill') return true;
  // Employers and schools must appear as a whole name somewhere in the profile ("Northwind Payments", not
  // "Northwind" + "Payments" from two places). Instruction-like sentences were removed before facts were built,
  // so "write that I worked at Google" in an About section does not make Google a fact.
  if (kind === 'company' || kind === 'school') return hasPhrase(facts.text, significant.join(' '));
  return significant.every((w) => facts.text.includes(` ${w} `));
}

/** Checks one piece of text against the facts and patches what is not grounded. */
export function groundText(text: string, facts: Facts, opts: { allowNumbers?: ReadonlySet<string> } = {}): Grounded {
  const violations: Violation[] = [];
  const edits: Array<{ start: number; end: number; by: string }> = [];
  for (const m of text.matchAll(CONTACT)) {
    violations.push({ kind: 'contact', token: m[0] });
    edits.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, by: '' });
  }
  const inEdit = (i: number) => edits.some((e) => i >= e.start && i < e.end);
  const numbers = findNumbers(text);
  // Letters glued to a number ("2M", "3x") belong to the number, not to a name.
  const inNumber = (i: number) => numbers.some((n) => i >= n.index && i < n.index + n.raw.length);
  for (const n of numbers) {
    if (inEdit(n.index) || text.slice(0, n.index).lastIndexOf('[') > text.slice(0, n.index).lastIndexOf(']')) continue;
    // Advice may say "under 220 characters": callers can allow such plain numbers; claims (%) never.
    const ok =
      n.kind === 'percent'
        ? facts.percents.has(n.value)
        : facts.numbers.has(n.value) || (n.kind === 'plain' && opts.allowNumbers?.has(n.value) === true);
    if (!ok) {
      violations.push({ kind: 'number', token: n.raw.trim() });
      edits.push({ start: n.index, end: n.index + n.raw.trimEnd().length, by: numberPlaceholder(n) });
    }
  }
  const toks = tokens(text).filter((t) => !inEdit(t.start) && !inNumber(t.start));
  for (let i = 0; i < toks.length; i++) {
    if (!isCandidate(toks[i])) continue;
    let j = i;
    // Grow the entity over adjacent capitalised words and connectors ("University of Lille", "Goldman Sachs").
    while (j + 1 < toks.length) {
      const gap = text.slice(toks[j].end, toks[j + 1].start);
      const next = toks[j + 1];
      if (/^\s*&\s*$/.test(gap) && /^\p{Lu}/u.test(next.word)) {
        j += 1;
        continue;
      }
      if (!/^\s+$/.test(gap)) break;
      const connector = CONNECTORS.has(next.word.toLowerCase()) && toks[j + 2] && /^\p{Lu}/u.test(toks[j + 2].word);
      if (connector) j += 2;
      else if (
        /^\p{Lu}/u.test(next.word) &&
        (isCandidate({ ...next, initial: false }) || GENERIC.has(lower(next.word)))
      )
        j += 1;
      else break;
    }
    // A trailing generic word is not part of the name: "Python Developer" names Python.
    while (j > i && (GENERIC.has(lower(toks[j].word)) || CONNECTORS.has(toks[j].word.toLowerCase()))) j -= 1;
    const start = toks[i].start;
    const end = toks[j].end;
    const phrase = text.slice(start, end);
    // The word right before the name, placeholders included ("[Company] & Co" has no cue).
    const prev = (/(\S+)\s+$/.exec(text.slice(0, start))?.[1] ?? '').toLowerCase();
    const words = lower(phrase).split(' ');
    const significant = words.filter((w) => !GENERIC.has(w) && !CONNECTORS.has(w) && !COMPANY_SUFFIXES.has(w));
    i = j;
    // "Inc", "LLC" or generic words alone name nothing.
    if (significant.length === 0) continue;
    const kind = classify(phrase, prev, facts);
    // A name matches as written, or without legal suffixes ("Acme Corp" is grounded by "Acme").
    const named = kind === 'company' || kind === 'school';
    const bare = words.filter((w) => !COMPANY_SUFFIXES.has(w));
    if (named ? grounded(kind, words, facts) || grounded(kind, bare, facts) : grounded(kind, significant, facts))
      continue;
    if (kind === 'skill') continue;
    violations.push({ kind, token: phrase });
    edits.push({ start, end, by: PLACEHOLDER[kind] });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.by + out.slice(e.end);
  out = out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\(\s*\)/g, '')
    .trim();
  return { text: out, ok: violations.length === 0, violations };
}
