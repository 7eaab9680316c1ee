// Text helpers shared by every parser step. Pure string functions, no locale data here.

// NBSP and friends come out of pdf.js as real characters; soft hyphens and zero-width marks are invisible in the PDF.
const SPACES = /[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
// pdf.js gives NUL for glyphs it cannot map, and a broken ToUnicode map can give half a surrogate pair: neither
// is text, and the database refuses both (edge/core/storable.ts), so they go here.
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(s: string): string {
  return s
    .replace(NUL, '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .replace(/ {2,}/g, ' ');
}

export function squash(s: string): string {
  return cleanText(s).replace(/\s+/g, ' ').trim();
}

/** Comparison key: lower case, no accents, punctuation as single spaces. "Honors-Awards" -> "honors awards". */
export function fold(s: string): string {
  // ASCII needs no Unicode decomposition; skipping it makes folding every line of a document cheap.
  // Composed again after the accents go: NFKD splits Hangul syllables into jamo, which would never equal a word
  // typed in a table ("학사").
  const base = /[^\x00-\x7f]/.test(s) ? s.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC') : s;
  return base
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/'/g, '')
    .trim();
}

// The lookbehind makes a match start only where a run of address characters starts: without it, a long run
// with no "@" was rescanned from every position (quadratic: 200,000 letters took 50 s). Same matches either way.
export const EMAIL_RE = /(?<![\p{L}\p{N}._%+'-])[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
export const URL_START_RE = /^(https?:\/\/|www\.)/i;
const DOMAIN_RE = /^(https?:\/\/)?([\p{L}\p{N}-]+\.)+\p{L}{2,}(\/\S*)?$/u;

export function looksLikeUrl(token: string): boolean {
  return URL_START_RE.test(token) || DOMAIN_RE.test(token);
}

export function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

const CJK_RE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
export const hasCjk = (s: string): boolean => CJK_RE.test(s);

/** Joins two wrapped lines of running text: FOP breaks at spaces or right after a hyphen, and never hyphenates. */
export function joinWrapped(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  const last = a.slice(a.lastIndexOf(' ') + 1);
  // A URL or e-mail broken mid-token ("www.linkedin.com/in/jane-" + "doe-123"): glue without a space, keep the hyphen.
  if ((looksLikeUrl(last) || last.includes('@')) && /[-/._=?&#@]$/.test(last) && !b.startsWith('(')) return a + b;
  // "water-" + "saving", "Problem-" + "Solver": a compound broken after its hyphen.
  if (/\p{L}-$/u.test(a) && /^\p{L}/u.test(b)) return a + b;
  if (hasCjk(a.slice(-1)) && hasCjk(b[0])) return a + b;
  return `${a} ${b}`;
}
