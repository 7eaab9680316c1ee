// Word lists by content language. A text in one of these languages is read with its own lists; a text too short
// to tell (a headline alone) is read with all of them at once, which is safe because the lists do not collide;
// a text in any other language skips the checks that read words, and the evidence says so.
import { de } from './de.ts';
import { detectLanguage, languageName } from './detect.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import type { Lexicon } from './lexicon.ts';
import { pt } from './pt.ts';

export { detectLanguage, languageName, MIN_DETECT_CHARS } from './detect.ts';
export type { Lexicon } from './lexicon.ts';

export const LEXICONS: Record<string, Lexicon> = { en, es, pt, fr, de, it };

function merge(all: Lexicon[]): Lexicon {
  const maps = (pick: (l: Lexicon) => ReadonlyMap<string, string>) => {
    const out = new Map<string, string>();
    for (const l of all) for (const [k, v] of pick(l)) if (!out.has(k)) out.set(k, v);
    return out;
  };
  const lists = (pick: (l: Lexicon) => readonly string[]) => [...new Set(all.flatMap(pick))];
  return {
    lang: 'und',
    name: 'undetermined',
    verbs: maps((l) => l.verbs),
    verbsAtStart: maps((l) => l.verbsAtStart),
    pronouns: lists((l) => l.pronouns),
    duties: lists((l) => l.duties),
    weakOpeners: lists((l) => l.weakOpeners),
    cliches: lists((l) => l.cliches),
    filler: lists((l) => l.filler),
    template: all.flatMap((l) => l.template),
    cta: lists((l) => l.cta),
    value: lists((l) => l.value),
    roleNouns: lists((l) => l.roleNouns),
    functionWords: lists((l) => l.functionWords),
  };
}

/** All lists at once, for text too short to tell its language. */
export const ANY_LANGUAGE: Lexicon = merge(Object.values(LEXICONS));

/** The lists for a language code, ANY_LANGUAGE for "und", or null for a language we have no lists for. */
export function lexiconFor(lang: string): Lexicon | null {
  if (lang === 'und') return ANY_LANGUAGE;
  return LEXICONS[lang] ?? null;
}

/** The language of one text: its own when long enough to tell, else the profile's. */
export function textLanguage(text: string, profileLanguage: string): string {
  const own = detectLanguage(text);
  return own === 'und' ? profileLanguage : own;
}

export function describeLanguage(code: string): string {
  return code === 'und' ? 'too short to tell its language' : languageName(code);
}
