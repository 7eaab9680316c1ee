import { gapBefore } from '../blocks.ts';
import { type DateRange, isDuration, isPresent, parseDateRange } from '../dates.ts';
import { EMPLOYMENT_TYPES, MONTHS } from '../locales/index.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { fold, joinWrapped } from '../text.ts';
import { unsure } from '../uncertain.ts';
import { splitTitleAt } from './legacy.ts';
import { continuesTitle } from './legacy-entries.ts';
import { finishRole, type RoleDraft, type WorkEntry } from './work-entry.ts';

// Experience read from OCR words. Box heights are too coarse to tell a company from a title, so each role is
// anchored on its date line and the lines above it are read by shape:
//   web page, one role:     Title / Company · Full-time / dates · duration / location / description
//   web page, several:      Company / Full-time · 7 yrs / (Title / dates · duration / location / description)+
//   export page:            Company / [7 years 10 months] / Title / dates (duration) / location / description
// OCR reads the middle dot as "-" or "•", and misreads a letter of an employment type now and then ("Jomada").

// The middle dot between parts, as OCR reads it: "·", "•", or "-" / "+" with a space on at least one side.
const SEP = /\s*[·•]\s*|\s+[-–+]\s*|\s*[-–+]\s+/;

// "Mar 2021 - Present · 4 yrs 4 mos": the duration is cut off by meaning (the last two to four words), since the
// dot between them is often read as "-" or lost.
// OCR loses a year now and then ("5 月 - Present"): a month followed by "Present" is still the role's date line,
// read with no start date rather than losing the role.
function yearLost(text: string): DateRange | null {
  const parts = text.split(/\s+[-–—]\s+|\s*[–—]\s*|(?<=[月월])\s*-\s*/u);
  if (parts.length !== 2 || !isPresent(parts[1])) return null;
  const start = parts[0].trim();
  return MONTHS.has(fold(start)) || /^\d{1,2}\s*[月월]$/u.test(start) ? { present: true } : null;
}

const rangeOf = (text: string) => parseDateRange(text) ?? yearLost(text);

function dateOf(text: string) {
  const direct = rangeOf(text);
  if (direct) return direct;
  const words = text.split(' ');
  for (let n = 1; n <= 4 && n < words.length; n++) {
    if (!isDuration(words.slice(-n).join(' '))) continue;
    const head = words
      .slice(0, -n)
      .join(' ')
      .replace(/\s*[·•\-–+:;,]+$/, '');
    const range = rangeOf(head);
    if (range) return range;
  }
  return null;
}

/** One edit apart at most, for words long enough that this cannot make two real words equal. */
function near(x: string, y: string): boolean {
  // "rn" and "m" are OCR's commonest confusion ("Jomada" for "Jornada").
  const a = x.replace(/rn/g, 'm');
  const b = y.replace(/rn/g, 'm');
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

const KINDS = [...EMPLOYMENT_TYPES];
const isKind = (part: string) => {
  const f = fold(part);
  return f !== '' && KINDS.some((k) => near(f, k));
};

// Employment types of two words or more ("Jornada completa", "Tempo integral") or hyphenated ("Full-time"):
// distinctive enough to be found at the end of a line whose middle dot OCR lost, where a one-word type
// ("Freelance") could end a title.
const LONG_KINDS = KINDS.filter((k) => k.includes(' '));
// Counted in the line's own words: "Full-time" is one word there, two once folded.
const TAIL_WORDS = Array.from({ length: Math.max(...LONG_KINDS.map((k) => k.split(' ').length)) }, (_, i) => i + 1);

/** "Orbital Freight · Full-time" -> "Orbital Freight"; null when the line does not end with an employment type. */
function companyWithKind(text: string): string | null {
  const parts = text.split(SEP);
  if (parts.length >= 2 && isKind(parts[parts.length - 1])) return parts.slice(0, -1).join(' · ').trim();
  const words = text.split(' ');
  for (const n of TAIL_WORDS) {
    if (words.length <= n) continue;
    const tail = fold(words.slice(-n).join(' '));
    if (LONG_KINDS.some((k) => near(tail, k))) return words.slice(0, -n).join(' ');
  }
  return null;
}

/** "Full-time · 7 yrs 3 mos", "7 years 10 months", "Vollzeit": what a company with several roles prints under it. */
const isCompanyMeta = (text: string) => text.split(SEP).every((p) => isKind(p) || isDuration(p));

// A sentence of a description, not a name: "Inc.", "Ltd." and their kin end company names, not sentences.
const ABBREVIATION = /\b(inc|ltd|co|corp|llc|gmbh|ag|sa|plc|bv|nv|jr|sr|dept|univ)\.$/i;
const looksLikeText = (l: Line) =>
  l.text.length > 70 || /[!?:;]$/.test(l.text) || (l.text.endsWith('.') && !ABBREVIATION.test(l.text));

interface Head {
  at: number; // the date line
  title: string;
  titleLines: Line[];
  companyLines: Line[];
  firstAt: number; // first line of the entry
  company?: string; // undefined: the company of the entry before (several roles at one company)
}

/** A location line right under a role's dates (close to them, and not a sentence). */
function closeUnder(dates: Line, line: Line): boolean {
  const gap = gapBefore(dates, line);
  return gap !== null && gap <= line.fontSize * 1.6 && !looksLikeText(line);
}

const joined = (lines: Line[]) => lines.map((l) => l.text).reduce(joinWrapped, '');

function headOf(lines: Line[], at: number, floor: number, right: number, web: boolean): Head | null {
  const up = (i: number) => (i > floor ? lines[i] : undefined);
  const below = up(at - 1);
  if (!below) return null;
  const above = up(at - 2);
  // Web page, one role: the line right above the dates names the company (and its employment type).
  const withKind = companyWithKind(below.text);
  if (withKind !== null && above)
    return { at, title: above.text, titleLines: [above], companyLines: [below], firstAt: at - 2, company: withKind };
  // Web page without an employment type: a title in bold, larger than the company line under it. (Only on the web
  // page: in an export the company is a little larger than the title under it, and OCR sizes are rough.)
  if (web && above && !isCompanyMeta(above.text) && above.fontSize > below.fontSize * 1.1 && !looksLikeText(above))
    return { at, title: above.text, titleLines: [above], companyLines: [below], firstAt: at - 2, company: below.text };
  // Otherwise the title is right above the dates (wrapped over lines when long), and above it the company with
  // its total time, or the company alone (wrapped too).
  const wrapsInto = (i: number) => {
    const prev = up(i - 1);
    return (
      prev !== undefined && !dateOf(prev.text) && !isCompanyMeta(prev.text) && continuesTitle(prev, lines[i], right)
    );
  };
  let t0 = at - 1;
  while (wrapsInto(t0)) t0--;
  const titleLines = lines.slice(t0, at);
  const title = joined(titleLines);
  let c1 = t0 - 1;
  const meta = up(c1);
  if (meta && isCompanyMeta(meta.text)) c1--;
  const company = up(c1);
  // Several roles at one company: the line right under the previous role's dates, and close to them, is that role's
  // location, not a company; this title continues the previous role's company.
  if (company && c1 === floor + 1 && meta === company && closeUnder(lines[floor], company))
    return { at, title, titleLines, companyLines: [], firstAt: t0 };
  const gap = company ? gapBefore(company, lines[c1 + 1]) : null;
  const tight = gap !== null && gap <= Math.max(lines[c1 + 1].fontSize, company?.fontSize ?? 0) * 1.9;
  if (!company || looksLikeText(company) || dateOf(company.text) || !(tight || meta !== company))
    return meta && isCompanyMeta(meta.text) ? null : { at, title, titleLines, companyLines: [], firstAt: t0 };
  let c0 = c1;
  while (wrapsInto(c0)) c0--;
  const companyLines = lines.slice(c0, c1 + 1);
  const name = joined(companyLines);
  return { at, title, titleLines, companyLines, firstAt: c0, company: companyWithKind(name) ?? name };
}

export function parseImageExperience(lines: Line[], columnRight: number, used: Used): WorkEntry[] {
  const heads: Head[] = [];
  let floor = -1;
  // The web page names employment types ("Full-time"); an export never does.
  const web = lines.some((l) => companyWithKind(l.text) !== null || l.text.split(SEP).some((p) => isKind(p)));
  lines.forEach((l, i) => {
    if (i === 0 || !dateOf(l.text)) return;
    const head = headOf(lines, i, floor, columnRight, web);
    if (head) heads.push(head);
    floor = i;
  });
  let lastCompany = '';
  let lastCompanyLines: Line[] = [];
  return heads.map((h, n) => {
    if (h.company !== undefined) {
      lastCompany = h.company;
      lastCompanyLines = h.companyLines;
    }
    // A legacy export prints "Title at Company" on one line.
    const legacy = h.company === undefined && !lastCompany ? splitTitleAt(h.title) : null;
    const role: RoleDraft = legacy?.company
      ? { company: legacy.company, position: legacy.position, description: [] }
      : { company: lastCompany, position: h.title, description: [] };
    role.dates = dateOf(lines[h.at].text) ?? undefined;
    const end = n + 1 < heads.length ? heads[n + 1].firstAt : lines.length;
    for (let i = h.firstAt; i <= h.at; i++) used.add(lines[i].id);
    for (let i = h.at + 1; i < end; i++) {
      if (i === h.at + 1 && closeUnder(lines[h.at], lines[i])) role.location = lines[i].text;
      else role.description.push(lines[i]);
      used.add(lines[i].id);
    }
    const entry = finishRole(role, columnRight);
    const uncertain: WorkEntry['uncertain'] = [];
    if (unsure(h.titleLines)) uncertain.push('position');
    if (unsure(legacy?.company ? h.titleLines : lastCompanyLines)) uncertain.push('name');
    return uncertain.length ? { ...entry, uncertain } : entry;
  });
}
