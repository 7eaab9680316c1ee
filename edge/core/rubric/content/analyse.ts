// One pass over a piece of the person's text (About, a role description, the headline): which sentences carry
// content, and what the checks need from them (results, action verbs, duty phrases, clichés). Length is measured
// on the sentences that carry content, once each, so padding, placeholders and pasted text do not count.
import { looksLikeInstruction } from '../../advice/injection.ts';
import { tokenize } from '../../skills/tokens.ts';
import type { Lexicon } from '../lang/lexicon.ts';
import { sentences } from '../text.ts';
import { outcomes, results } from './metrics.ts';
import { countPhrase, findPhrases, phraseForm } from './phrases.ts';
import { gibberish, listLike, lorem, padded, sloganNumbers, vague } from './quality.ts';

export type Dropped = 'filler' | 'instruction' | 'gibberish' | 'repeat' | 'pasted' | 'cliche' | 'list';

export interface SentenceNote {
  text: string;
  dropped?: Dropped;
  /** Part of LinkedIn's generated About: counted for length, never as evidence of skills or results. */
  template?: boolean;
}

export interface TextReport {
  /** Language the text was read in ("und": all lists at once; null lexicon: no lists for it). */
  lang: string;
  lexicon: Lexicon | null;
  chars: number;
  /** Characters in sentences that carry content, each counted once. */
  effective: number;
  sentences: SentenceNote[];
  /** Sentences that carry content. */
  kept: string[];
  /** Kept sentences in the person's own words (LinkedIn's generated template set aside). */
  own: string[];
  cliches: string[];
  /** Clichés and slogan numbers ("24/7", "110%"), counted each time they occur. */
  clicheHits: number;
  /** Numbers used as slogans rather than results. */
  slogans: string[];
  filler: string[];
  template: boolean;
  results: string[];
  /** Results that measure an outcome (percentages, money, multiples, changes), not only a count of scope. */
  outcomes: string[];
  /** Distinct action verbs (lemmas) in kept sentences, in order of appearance. */
  verbs: string[];
  duties: Array<{ phrase: string; count: number }>;
  /** Sentences that describe a duty (a duty phrase, or opening with a weak verb such as "handled"). */
  dutyStatements: string[];
  /** Sentences counted for duties: all but placeholders and instructions. */
  statements: number;
}

const charCount = (s: string) => [...s].length;

/** A sentence's identity for repeat detection: its words, without case, accents or punctuation. */
export function sentenceKey(s: string): string {
  return phraseForm(s).trim();
}

/** One-word clichés ("passionate", "synergy"): words of longer clichés ("on time and within budget") are not. */
function clicheWordsOf(lex: Lexicon): Set<string> {
  return new Set(lex.cliches.map((c) => phraseForm(c).trim()).filter((w) => !w.includes(' ') && w.length > 2));
}

const CLICHE_WORDS = new WeakMap<Lexicon, Set<string>>();

function dropReason(
  s: string,
  lex: Lexicon | null,
  seen: Set<string>,
  pasted: ReadonlySet<string>,
): Dropped | undefined {
  const key = sentenceKey(s);
  if ((lex && findPhrases(s, lex.filler).length) || lorem(s)) return 'filler';
  if (looksLikeInstruction(s)) return 'instruction';
  if (gibberish(s)) return 'gibberish';
  if (padded(s) || seen.has(key)) return 'repeat';
  if (pasted.has(key)) return 'pasted';
  if (listLike(s, lex)) return 'list';
  if (!lex) return undefined;
  const hits = lex.cliches.reduce((n, c) => n + countPhrase(s, c), 0) + sloganNumbers(s).length;
  let words = CLICHE_WORDS.get(lex);
  if (!words) {
    words = clicheWordsOf(lex);
    CLICHE_WORDS.set(lex, words);
  }
  if (hits >= 2 || (hits >= 1 && vague(s, lex, words))) return 'cliche';
  if (vague(s, lex, words)) return 'cliche';
  return undefined;
}

/**
 * A sentence of LinkedIn's generated About: it matches a template pattern, or, in a text that does, it is one of
 * the template's other sentences ("Skilled in ...", "Strong ... professional with ...").
 */
function isTemplate(s: string, lex: Lexicon, templated: boolean): boolean {
  const form = phraseForm(s);
  if (lex.template.some((re) => re.test(form))) return true;
  return templated && /^ (?:skilled in|strong \S+(?: \S+)? professional with) /.test(form);
}

function isDuty(s: string, lex: Lexicon): boolean {
  if (findPhrases(s, lex.duties).length) return true;
  const t = tokenize(s);
  const first = lex.pronouns.includes(t[0]?.norm ?? '') ? t[1] : t[0];
  return first !== undefined && lex.weakOpeners.some((w) => phraseForm(w).trim() === first.norm);
}

function clauseVerbs(s: string, lex: Lexicon): string[] {
  const tokens = tokenize(s);
  const out: string[] = [];
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1]?.norm;
    const atStart = i === 0 || (prev !== undefined && lex.pronouns.includes(prev));
    const lemma = lex.verbs.get(t.norm) ?? (atStart ? lex.verbsAtStart.get(t.norm) : undefined);
    if (lemma) out.push(lemma);
  });
  return out;
}

/**
 * `pasted`: keys of sentences that also appear in other roles (text pasted into several roles describes none);
 * `seen` is shared by the caller's texts when repeats across them should count once.
 */
export function analyseText(
  text: string | undefined,
  lang: string,
  lex: Lexicon | null,
  pasted: ReadonlySet<string> = new Set(),
  seen: Set<string> = new Set(),
): TextReport {
  const raw = text ?? '';
  const notes: SentenceNote[] = [];
  const templated = lex?.template.some((re) => re.test(phraseForm(raw))) === true;
  for (const s of sentences(raw)) {
    const dropped = dropReason(s, lex, seen, pasted);
    seen.add(sentenceKey(s));
    const template = !dropped && lex !== null && isTemplate(s, lex, templated);
    notes.push(dropped ? { text: s, dropped } : template ? { text: s, template } : { text: s });
  }
  const kept = notes.filter((n) => !n.dropped).map((n) => n.text);
  const own = notes.filter((n) => !n.dropped && !n.template).map((n) => n.text);
  const keptText = own.join('\n');
  const slogans = sloganNumbers(raw);
  const cl = lex ? findPhrases(raw, lex.cliches) : [];
  const verbs = lex ? [...new Set(own.flatMap((s) => clauseVerbs(s, lex)))] : [];
  const counted = notes.filter((n) => n.dropped !== 'filler' && n.dropped !== 'instruction').map((n) => n.text);
  return {
    lang,
    lexicon: lex,
    chars: charCount(raw.trim()),
    effective: kept.reduce((n, s) => n + charCount(s) + 1, 0),
    sentences: notes,
    kept,
    own,
    cliches: cl.map((c) => c.phrase),
    clicheHits: cl.reduce((n, c) => n + c.count, 0) + slogans.length,
    slogans,
    filler: lex ? findPhrases(raw, lex.filler).map((f) => f.phrase) : [],
    template: notes.some((n) => n.template) || (lex ? lex.template.some((re) => re.test(phraseForm(raw))) : false),
    results: results(keptText),
    outcomes: outcomes(keptText),
    verbs,
    duties: lex ? findPhrases(counted.join('\n'), lex.duties) : [],
    dutyStatements: lex ? counted.filter((x) => isDuty(x, lex)) : [],
    statements: counted.length,
  };
}
