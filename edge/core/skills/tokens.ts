// Words with their place in the original text, so a match found on the normalised form can be quoted as the
// person wrote it. Normalised = lower case, accents removed; "Node.js", "C++", "C#" and "CI/CD" stay one word.

export interface Token {
  /** Normalised form. */
  norm: string;
  /** As written. */
  raw: string;
  start: number;
  end: number;
}

// A word: letters/digits, with inner dots, slashes, apostrophes or ampersands (Node.js, CI/CD, R&D, l'équipe),
// and trailing + or # (C++, C#). Hyphens separate words, so "e-commerce" and "e commerce" match each other.
const WORD = /[\p{L}\p{N}]+(?:[./&'’][\p{L}\p{N}]+)*[+#]*/gu;

/** Lower case without accents: "Équipe" -> "equipe". */
export function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'");
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    out.push({ norm: fold(m[0]), raw: m[0], start, end: start + m[0].length });
  }
  return out;
}

/** The normalised words of a term. */
export function termWords(term: string): string[] {
  return tokenize(term).map((t) => t.norm);
}

const SUFFIXES = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ytics',
  'ysis',
  'yst',
  'ship',
  'ings',
  'ing',
  'ions',
  'ion',
  'ists',
  'ist',
  'ers',
  'er',
  'ed',
  'ics',
  'ies',
  'es',
  'al',
  'ity',
  'ic',
  'e',
  's',
  'y',
];

/** A crude English-leaning stemmer: enough to see "Development" in "developer" and "Analysis" in "analytics". */
export function stem(word: string): string {
  let w = word;
  for (let pass = 0; pass < 3; pass++) {
    const suffix = SUFFIXES.find((x) => w.endsWith(x) && w.length - x.length >= 4);
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
  }
  // British and American spellings share a stem: "analys(e)" and "analyz(e)", "optimis(e)" and "optimiz(e)".
  return w.replace(/([iy])z/g, '$1s');
}
