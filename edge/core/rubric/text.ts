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

// A number that measures something: 40%, $2M, 3x, 1,200 users, team of 8. Bare years (1950-2039) and dates
// are not results. Digits are the same in every language, so this check stays on for non-English profiles.
const QUANTITY =
  /(?:[$€£¥]\s?\d[\d,.\s]*(?:k|m|bn|b|million|billion)?|\d[\d,.]*\s?(?:%|percent|pour cent|prozent|x\b|k\b|m\b|bn\b|million|billion|milliards?|millions?|mio\b|mrd\b)|\b\d[\d,.]*\+?)/gi;
const YEAR = /^(?:19[5-9]\d|20[0-3]\d)$/;

export function quantities(s: string | undefined): string[] {
  const out: string[] = [];
  for (const m of (s ?? '').matchAll(QUANTITY)) {
    const token = m[0].trim();
    const digits = token.replace(/[^\d]/g, '');
    if (digits === '') continue;
    if (YEAR.test(token.replace(/\+$/, ''))) continue;
    // "2019-2021", "03/2020": parts of dates, not results.
    const after = (s ?? '').slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 1);
    if (/^\d{1,2}$/.test(token) && after === '/') continue;
    if (token === '0') continue;
    out.push(token);
  }
  return out;
}

/** Words ending with -ing/-ed etc. are left as they are; we only compare whole words. */
export function countMatches(haystack: string, phrases: readonly string[]): string[] {
  return phrases.filter((p) => hasPhrase(haystack, p));
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 2600 -> "2,600" without Intl, so output is identical in every runtime. */
export function fmt(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const MINOR = new Set(['and', 'of', 'the', 'for', 'in', 'on', 'de', 'et', 'des', 'du', 'la', 'le', 'und', 'y']);
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

/** A crude English-leaning stemmer, good enough to see "Development" in "developer" and "Analysis" in "analytics". */
export function stem(word: string): string {
  let w = word;
  for (let pass = 0; pass < 3; pass++) {
    const suffix = SUFFIXES.find((x) => w.endsWith(x) && w.length - x.length >= 4);
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
  }
  return w;
}

/**
 * Loose mention of a skill in normalised text: the exact phrase, or every significant word of it with the same
 * stem ("Data Analysis" is mentioned by "analysed the data", "Java Development" by "Java Developer").
 */
export function mentions(haystack: string, skill: string): boolean {
  if (hasPhrase(haystack, skill)) return true;
  const parts = words(skill).filter((w) => !MINOR.has(w));
  if (parts.length === 0) return false;
  const hay = haystack.trim().split(' ');
  const stems = new Set(hay.map(stem));
  return parts.every((w) => {
    if (w.length < 4) return haystack.includes(` ${w} `);
    const s = stem(w);
    // Same stem, or a longer word built on it ("bioinformatics" -> "bioinformatician").
    return stems.has(s) || (s.length >= 5 && hay.some((h) => h.startsWith(s)));
  });
}
