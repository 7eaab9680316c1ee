// Lists written inside one word, read the way people read them: "JavaScript/TypeScript", "Python+SQL",
// "Sales&Marketing", "(AWS|GCP)" name two things each. Names that are one thing with a slash or an ampersand in them
// (CI/CD, A/B testing, R&D, FP&A, TCP/IP) stay whole. Every separator becomes one space, so the text keeps its
// length and every position still points at the same character.

import { ALIAS_GROUPS } from '../skills/aliases.ts';
import { fold } from '../skills/index.ts';
import { VOCAB } from './lexicon.ts';

// Known names with an inner "/" or "&", folded.
const WHOLE = new Set(
  [
    ...VOCAB.flatMap((e) => e.spellings),
    ...ALIAS_GROUPS.flat(),
    'A/B',
    'R&D',
    'P&L',
    'M&A',
    'Q&A',
    'B&B',
    'TCP/IP',
    'I/O',
    'AT&T',
    'H&M',
    'S&P',
    'and/or',
    'y/o',
    'und/oder',
    'et/ou',
    'e/o',
    'm/w/d',
    'w/m/d',
    'm/f/d',
    'f/m/d',
    'f/m/x',
    'h/f',
    'f/h',
    'h/m',
    'm/f',
    'm/w',
  ]
    .flatMap((s) => s.split(/\s+/))
    .filter((w) => /[/&]/.test(w))
    .map(fold),
);

// Between two names: a lone "|" or "/" between spaces is punctuation, and stays.
const SEPARATOR = /(?<=[\p{L}\p{N}#+.)])[/&|](?=[\p{L}\p{N}(.])|(?<=[\p{L}\p{N}])\+(?=[\p{L}\p{N}])/gu;
const ELISION = /^(?:[dlnjcmst]|qu|dell|all|nell|sull)['’](?=\p{L})/iu;
const GENDER_ENDING = /^(\p{L}{3,})\/(?:a|as|o|os|e|es|in|innen|r|ne|euse|rice|trice)(?=$|[^\p{L}])/u;
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu;

/** One space for each separator of a list written as one word. Linear: each word is read once, and only words of
 *  at most 100 characters are checked against the names that keep their slash (a longer one names nothing). */
export function splitLists(text: string): string {
  return text
    .replace(/[^\s]+/g, (raw) => {
      // French and Italian elision: "d'identité visuelle" names "identité visuelle".
      const word = raw
        .replace(ELISION, (m) => `${m.slice(0, -1)} `)
        // "Ingeniero/a", "Enfermero/a", "Mitarbeiter/in": one word with its other grammatical gender.
        .replace(GENDER_ENDING, (m, stem: string) => stem.padEnd(m.length, ' '));
      if (!/[/&+|]/.test(word)) return word;
      // "C++/C#" keeps its pluses: a "+" only separates between two letters or digits.
      if (word.length <= 100 && WHOLE.has(fold(word.replace(EDGES, '')))) return word;
      return word.replace(SEPARATOR, ' ');
    })
    .replace(/[•·▪●◦■►✓✔]/g, ' ');
}
