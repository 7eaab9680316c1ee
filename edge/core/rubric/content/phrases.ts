// Phrase look-up on a normalised form: lower case, no accents, every run of other characters one space, with
// "%" kept as its own word so that "110%" and "110 %" are the same phrase.

const CACHE = new Map<string, string>();

export function phraseForm(s: string): string {
  let v = CACHE.get(s);
  if (v === undefined) {
    v = ` ${s
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/%/g, ' % ')
      .replace(/[^\p{L}\p{N}%/]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()} `;
    if (CACHE.size >= 4096) CACHE.clear();
    CACHE.set(s, v);
  }
  return v;
}

function occurrences(hay: string, needle: string): number {
  let n = 0;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length - 1)) n++;
  return n;
}

/** How often the phrase occurs in the text, as whole words. */
export function countPhrase(text: string, phrase: string): number {
  const p = phraseForm(phrase);
  if (p.trim() === '') return 0;
  return occurrences(phraseForm(text), p);
}

/** The phrases of `list` found in `text`, each once, in list order, with their counts. */
export function findPhrases(text: string, list: readonly string[]): Array<{ phrase: string; count: number }> {
  const out: Array<{ phrase: string; count: number }> = [];
  const hay = phraseForm(text);
  for (const phrase of list) {
    const p = phraseForm(phrase);
    if (p.trim() === '' || !hay.includes(p)) continue;
    out.push({ phrase, count: occurrences(hay, p) });
  }
  return out;
}
