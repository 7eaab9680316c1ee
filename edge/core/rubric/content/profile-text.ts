// The person's text read as a whole: the profile's content language, each text's own language, and which sentences
// were pasted into several roles (a paragraph pasted into every role describes none of them).
import type { Work } from '../../profile/schema.ts';
import { detectLanguage, lexiconFor, textLanguage } from '../lang/index.ts';
import { sentences } from '../text.ts';
import { analyseText, sentenceKey, type TextReport } from './analyse.ts';

export interface ProfileContent {
  /** Language of all the person's text together ("und" when there is too little to tell). */
  language: string;
  headline: TextReport;
  about: TextReport;
  /** One report per role, in the order given. */
  roles: TextReport[];
}

function wordSet(key: string): Set<string> {
  return new Set(key.split(' ').filter((w) => w.length > 2));
}

function near(a: Set<string>, b: Set<string>): boolean {
  if (a.size < 6 || b.size < 6) return false;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common) >= 0.8;
}

const employer = (r: Work) => sentenceKey(r.name ?? '');

/**
 * Per role, the keys of its sentences that also stand, word for word or nearly, in another role; and (`about`) the
 * About's copies of any of them. A description repeated under a later title at the same employer (a promotion told
 * twice) still describes the first, most recent, of those roles; repeated at another employer it describes none.
 */
function pastedKeys(roles: Work[], about: string): { roles: Set<string>[]; about: Set<string> } {
  const all = roles.flatMap((r, i) => sentences(r.summary).map((s) => ({ i, key: sentenceKey(s) })));
  const sets = all.map((x) => wordSet(x.key));
  const perRole = roles.map(() => new Set<string>());
  const any = new Set<string>();
  all.forEach((x, a) => {
    // A short heading repeated in several roles ("Responsibilities:", "Key achievements") is a label, not pasted text.
    if (x.key.split(' ').filter(Boolean).length < 4) return;
    const twins = all.filter((y, b) => y.i !== x.i && (y.key === x.key || near(sets[a], sets[b])));
    if (twins.length === 0) return;
    any.add(x.key);
    const sameEmployer = (j: number) => employer(roles[j]) !== '' && employer(roles[j]) === employer(roles[x.i]);
    const keptHere = twins.every((y) => sameEmployer(y.i) && y.i > x.i);
    if (!keptHere) perRole[x.i].add(x.key);
  });
  const anySets = [...any].map(wordSet);
  const inAbout = new Set<string>();
  for (const s of sentences(about)) {
    const key = sentenceKey(s);
    if (any.has(key) || anySets.some((p) => near(wordSet(key), p))) inAbout.add(key);
  }
  return { roles: perRole, about: inAbout };
}

export function analyseProfile(headline: string, about: string, roles: Work[]): ProfileContent {
  const language = detectLanguage([about, ...roles.map((r) => r.summary ?? ''), headline].join('\n'));
  const read = (text: string) => {
    const lang = textLanguage(text, language);
    return { lang, lex: lexiconFor(lang) };
  };
  const pasted = pastedKeys(roles, about);
  const h = read(headline);
  const a = read(about);
  return {
    language,
    headline: analyseText(headline, h.lang, h.lex),
    about: analyseText(about, a.lang, a.lex, pasted.about),
    roles: roles.map((r, i) => {
      const x = read(r.summary ?? '');
      return analyseText(r.summary, x.lang, x.lex, pasted.roles[i]);
    }),
  };
}
