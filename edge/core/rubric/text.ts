// Small, pure text helpers shared by the checks. Matching is done on a normalised form (lower case, no
// accents, punctuation as spaces) so "Node.js", "node.js" and "NODE.JS" match, and "Équipe" matches "equipe".

/** Characters as LinkedIn counts them (code points, so an emoji counts once). */
export function charCount(s: string | undefined): number {
  return s ? [...s].length : 0;
}

export function clean(s: string | undefined): string {
  return (s ?? '').replace(/\s+/g, ' ').trim();
}

// norm is the rubric's hottest function: the same phrase lists (skills, verbs, clichés) are normalised again for
// every check of every profile. A bounded memo skips that work; the output is the same string either way.
const NORMALISED = new Map<string, string>();
const NORMALISED_MAX = 4096;

/** Lower case, accents removed, anything but letters/digits/+/# and inner dots becomes one space; padded. */
export function norm(s: string | undefined): string {
  const key = s ?? '';
  let value = NORMALISED.get(key);
  if (value === undefined) {
    value = normalise(key);
    if (NORMALISED.size >= NORMALISED_MAX) NORMALISED.clear();
    NORMALISED.set(key, value);
  }
  return value;
}

function normalise(s: string): string {
  const base = s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'s\b/g, '')
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .replace(/\.(?![a-z0-9])|(?<![a-z0-9])\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ` ${base} `;
}

/** Whole-word (or whole-phrase) match of `phrase` inside already-normalised `haystack`. */
export function hasPhrase(haystack: string, phrase: string): boolean {
  const p = norm(phrase);
  return p.trim() !== '' && haystack.includes(p);
}

export function words(s: string | undefined): string[] {
  return norm(s).trim().split(' ').filter(Boolean);
}

/** A short quotation for evidence: never a whole profile. */
export function quote(s: string | undefined, max = 80): string {
  const c = clean(s);
  const chars = [...c];
  return chars.length <= max
    ? `"${c}"`
    : `"${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…"`;
}

/** Sentences and bullet lines. */
export function sentences(s: string | undefined): string[] {
  return (s ?? '')
    .split(/(?<=[.!?])\s+|\n+|\s[•·▪‣–-]\s/)
    .map((x) => x.replace(/^[\s•·▪‣*–-]+/, '').trim())
    .filter((x) => x.length > 0);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 2600 -> "2,600" without Intl, so output is identical in every runtime. */
export function fmt(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
