// The language a person wrote their text in (not the export's interface language, which is profile.meta.language).
// Measured on the shared exports' own text (headlines, Abouts, descriptions: 234 texts) plus 36 synthetic texts in
// 11 languages, before choosing:
//   detector          texts of 80+ chars   headlines under 60 chars   module       import    memory
//   franc-min 6.2     203/208              16/39                      100 kB       14 ms     +0
//   eld 2.1 (xs / s)  208/208              37/39                      950 kB-1.6MB 180 ms    +100 MB
//   tinyld 1.3        189/208              11/39                      590 kB
//   cld 2.10          (native Node addon: cannot run in the browser or a Worker)
// eld is the most accurate, but its data would take most of a Worker's 128 MB; franc-min is pure, small and right on
// texts long enough to judge (its misses were keyword lists, which have no language). So short texts take the
// language of the whole profile, and a profile too short to tell is "und" (undetermined, read with every list).
import { franc } from 'franc-min';

/** Below this many characters a text's language is not trusted on its own. */
export const MIN_DETECT_CHARS = 80;
/** Longer texts are cut: franc's cost grows with length, and 500 characters decide as well as 2,000. */
const MAX_DETECT_CHARS = 500;
const DETECTED = new Map<string, string>();

const ISO1: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  por: 'pt',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  nld: 'nl',
  ron: 'ro',
  pol: 'pl',
  rus: 'ru',
  ukr: 'uk',
  bel: 'be',
  bul: 'bg',
  ces: 'cs',
  hun: 'hu',
  hrv: 'hr',
  srp: 'sr',
  bos: 'bs',
  swe: 'sv',
  tur: 'tr',
  ind: 'id',
  zlm: 'ms',
  vie: 'vi',
  tgl: 'tl',
  arb: 'ar',
  pes: 'fa',
  urd: 'ur',
  hin: 'hi',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  ell: 'el',
  heb: 'he',
  tha: 'th',
  kaz: 'kk',
  uzn: 'uz',
  azj: 'az',
  swh: 'sw',
};

const NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  nl: 'Dutch',
  ro: 'Romanian',
  pl: 'Polish',
  ru: 'Russian',
  uk: 'Ukrainian',
  be: 'Belarusian',
  bg: 'Bulgarian',
  cs: 'Czech',
  hu: 'Hungarian',
  hr: 'Croatian',
  sr: 'Serbian',
  bs: 'Bosnian',
  sv: 'Swedish',
  tr: 'Turkish',
  id: 'Indonesian',
  ms: 'Malay',
  vi: 'Vietnamese',
  tl: 'Tagalog',
  ar: 'Arabic',
  fa: 'Persian',
  ur: 'Urdu',
  hi: 'Hindi',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  el: 'Greek',
  he: 'Hebrew',
  th: 'Thai',
  kk: 'Kazakh',
  uz: 'Uzbek',
  az: 'Azerbaijani',
  sw: 'Swahili',
  da: 'Danish',
  no: 'Norwegian',
  nb: 'Norwegian',
  fi: 'Finnish',
};

/** The English name of a language code, when the product knows it. */
export function knownLanguageName(code: string): string | undefined {
  return NAMES[code];
}

export function languageName(code: string): string {
  return knownLanguageName(code) ?? `another language (${code})`;
}

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

/** ISO 639-1 code (or franc's ISO 639-3 one where there is none), or "und" when the text is too short to tell. */
export function detectLanguage(text: string): string {
  let lang = DETECTED.get(text);
  if (lang === undefined) {
    lang = detect(text);
    if (DETECTED.size >= 512) DETECTED.clear();
    DETECTED.set(text, lang);
  }
  return lang;
}

function detect(text: string): string {
  // Word by word, not one regular expression over the text: "\S+@" re-reads a long run of non-spaces from every
  // position, which costs the square of its length.
  const t = text
    .slice(0, 4 * MAX_DETECT_CHARS)
    .replace(/\S+/g, (w) => (w.includes('@') || /^(?:https?:\/\/|www\.)/.test(w) ? ' ' : w))
    .slice(0, MAX_DETECT_CHARS)
    .trim();
  if (letters(t) < MIN_DETECT_CHARS) return 'und';
  const code = franc(t, { minLength: MIN_DETECT_CHARS });
  return code === 'und' ? 'und' : (ISO1[code] ?? code);
}
