import { fold } from '../text.ts';
import { en } from './en.ts';
import { da, de, nl, no, sv } from './germanic.ts';
import { it, ro } from './it-ro.ts';
import { id, ja, ko, tr, zh } from './other.ts';
import { es, fr, pt } from './romance.ts';
import { cs, pl, ru, uk } from './slavic.ts';
import type { HeadingKey, LocaleData } from './types.ts';

export type { HeadingKey, LocaleData } from './types.ts';

export const LOCALES: readonly LocaleData[] = [
  en,
  fr,
  de,
  es,
  pt,
  it,
  nl,
  da,
  sv,
  no,
  pl,
  cs,
  ro,
  ru,
  uk,
  tr,
  id,
  ko,
  zh,
  ja,
];

export interface HeadingMatch {
  key: HeadingKey;
  langs: string[];
}

// Lookup tables are built once from the data files; all keys are folded (see text.ts) so that case, accents and
// punctuation ("Honors-Awards" vs "Honors & Awards") never matter.
function buildHeadings(): Map<string, HeadingMatch> {
  const map = new Map<string, HeadingMatch>();
  for (const locale of LOCALES) {
    for (const [key, names] of Object.entries(locale.headings) as [HeadingKey, string[]][]) {
      for (const name of names) {
        const k = fold(name);
        const hit = map.get(k);
        if (!hit) map.set(k, { key, langs: [locale.code] });
        else if (hit.key === key && !hit.langs.includes(locale.code)) hit.langs.push(locale.code);
      }
    }
  }
  return map;
}

function buildMonths(): Map<string, { month: number; langs: string[] }> {
  const map = new Map<string, { month: number; langs: string[] }>();
  for (const locale of LOCALES) {
    locale.months?.forEach((forms, i) => {
      for (const form of forms) {
        const k = fold(form);
        const hit = map.get(k);
        if (!hit) map.set(k, { month: i + 1, langs: [locale.code] });
        else if (!hit.langs.includes(locale.code)) hit.langs.push(locale.code);
      }
    });
  }
  return map;
}

const collect = (pick: (l: LocaleData) => string[] | undefined): string[] =>
  [...new Set(LOCALES.flatMap((l) => pick(l) ?? []).map(fold))].sort((a, b) => b.length - a.length);

export const HEADINGS = buildHeadings();
export const MONTHS = buildMonths();
export const PRESENT_WORDS = collect((l) => l.present);
export const YEAR_UNITS = new Set(collect((l) => l.years));
export const MONTH_UNITS = new Set(collect((l) => l.monthsUnit));
export const LESS_THAN_YEAR = collect((l) => l.lessThanYear);
export const AT_CONNECTORS = collect((l) => l.at);
export const EMPLOYMENT_TYPES = new Set(collect((l) => l.employment));

const LONGEST = Math.max(...[...HEADINGS.keys()].map((k) => k.length)) + 8;

export function lookupHeading(text: string): HeadingMatch | undefined {
  // Most lines are sentences; only short ones can be headings, so skip folding the rest.
  return text.length > LONGEST ? undefined : HEADINGS.get(fold(text));
}
