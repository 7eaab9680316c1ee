import { LESS_THAN_YEAR, MONTH_UNITS, MONTHS, PRESENT_WORDS, YEAR_UNITS } from './locales/index.ts';
import { fold, squash } from './text.ts';

// Dates as LinkedIn prints them in every interface language: "January 2020", "fevereiro de 2019", "июля 2022",
// "2017 年 5 月", "2017년 5월", "2014". Output is "YYYY-MM" or "YYYY".

export interface DateRange {
  startDate?: string;
  endDate?: string; // undefined with present=true means "Present"
  present: boolean;
  duration?: string;
}

const pad = (m: number) => String(m).padStart(2, '0');
const validYear = (y: string) => +y >= 1900 && +y <= 2100;

export function parseDatePart(raw: string): string | undefined {
  const s = squash(raw).replace(/[.,]$/, '');
  // OCR drops a thin 年 now and then ("2017 5 月"): with the year first and 月 kept, the month is still certain.
  let m = /^(\d{4})\s*(?:[年년]\s*(\d{1,2})\s*[月월]?|(\d{1,2})\s*[月월])$/.exec(s);
  const mo = m ? +(m[2] ?? m[3]) : 0;
  if (m && validYear(m[1]) && mo >= 1 && mo <= 12) return `${m[1]}-${pad(mo)}`;
  m = /^(\d{4})\s*[年년]?$/.exec(s) ?? /^(\d{4})\s*(?:г|r|yılı)\.?$/u.exec(s);
  if (m && validYear(m[1])) return m[1];
  m = /^(\d{1,2})[./](\d{4})$/.exec(s);
  if (m && validYear(m[2]) && +m[1] >= 1 && +m[1] <= 12) return `${m[2]}-${pad(+m[1])}`;
  // Month word(s), optional "de"/"del"/"of", year, optional year suffix ("2020 г.").
  m = /^(\p{L}[\p{L}.'’]*)\s*(?:(?:de|del|of)\s+)?(\d{4})(?:\s*(?:г|r|yılı)\.?)?$/iu.exec(s);
  if (m && validYear(m[2])) {
    const month = MONTHS.get(fold(m[1]));
    if (month) return `${m[2]}-${pad(month.month)}`;
  }
  return undefined;
}

export function isPresent(raw: string): boolean {
  const f = fold(raw);
  return f !== '' && PRESENT_WORDS.includes(f);
}

/** "1 year 3 months", "1 год 9 месяцев", "10 个月", "1년 2개월", "less than a year". */
export function isDuration(raw: string): boolean {
  const f = fold(raw.replace(/^\(|\)$/g, ''));
  if (!f) return false;
  if (LESS_THAN_YEAR.includes(f)) return true;
  const parts = [...f.matchAll(/(\d+)\s*([^\d\s]+(?:\s[^\d\s]+)?)/gu)];
  if (parts.length === 0 || parts.length > 2) return false;
  const rebuilt = parts.map((p) => p[0]).join(' ');
  if (rebuilt.replace(/\s/g, '') !== f.replace(/\s/g, '')) return false;
  return parts.every((p) => YEAR_UNITS.has(p[2]) || MONTH_UNITS.has(p[2]));
}

// "2015年7月-2016年4月": a hyphen right after a CJK month separates too.
const RANGE_SEP = /\s+[-–—]\s+|\s*[–—]\s*|(?<=\d)\s*-\s*(?=\p{L}|\d{4})|(?<=[月월])\s*-\s*/u;

/** A whole line that is a date or date range, optionally followed by "(duration)". Null when it is not. */
export function parseDateRange(raw: string): DateRange | null {
  let s = squash(raw);
  let duration: string | undefined;
  const paren = /\s*\(([^()]*)\)$/.exec(s);
  if (paren && (isDuration(paren[1]) || paren[1] === '')) {
    duration = paren[1];
    s = s.slice(0, paren.index).trim();
  }
  const parts = s.split(RANGE_SEP).map((p) => p.trim());
  if (parts.length === 1) {
    const d = parseDatePart(parts[0]);
    return d ? { startDate: d, endDate: d, present: false, duration } : null;
  }
  if (parts.length !== 2) return null;
  const startDate = parseDatePart(parts[0]);
  if (!startDate) return null;
  if (isPresent(parts[1])) return { startDate, present: true, duration };
  const endDate = parseDatePart(parts[1]);
  return endDate ? { startDate, endDate, present: false, duration } : null;
}
