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

/** Keys of role sentences that also stand, word for word or nearly, in another role; and the About's copies. */
function pastedKeys(roles: Work[], about: string): Set<string> {
  const all = roles.flatMap((r, i) => sentences(r.summary).map((s) => ({ i, key: sentenceKey(s) })));
  const sets = all.map((x) => wordSet(x.key));
  const pasted = new Set<string>();
  all.forEach((x, a) => {
    const twin = all.some((y, b) => y.i !== x.i && (y.key === x.key || near(sets[a], sets[b])));
    if (twin) pasted.add(x.key);
  });
  const pastedSets = [...pasted].map(wordSet);
  for (const s of sentences(about)) {
    const key = sentenceKey(s);
    if (pasted.has(key) || pastedSets.some((p) => near(wordSet(key), p))) pasted.add(key);
  }
  return pasted;
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
    about: analyseText(about, a.lang, a.lex, pasted),
    roles: roles.map((r) => {
      const x = read(r.summary ?? '');
      return analyseText(r.summary, x.lang, x.lex, pasted);
    }),
  };
}
