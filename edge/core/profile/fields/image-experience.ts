import { gapBefore } from '../blocks.ts';
import { isDuration, parseDateRange } from '../dates.ts';
import { EMPLOYMENT_TYPES } from '../locales/index.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { fold } from '../text.ts';
import { splitTitleAt } from './legacy.ts';
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
function dateOf(text: string) {
  const direct = parseDateRange(text);
  if (direct) return direct;
  const words = text.split(' ');
  for (let n = 1; n <= 4 && n < words.length; n++) {
    if (!isDuration(words.slice(-n).join(' '))) continue;
    const head = words
      .slice(0, -n)
      .join(' ')
      .replace(/\s*[·•\-–+]$/, '');
    const range = parseDateRange(head);
    if (range) return range;
  }
  return null;
}

/** One edit apart at most, for words long enough that this cannot make two real words equal. */
function near(a: string, b: string): boolean {
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

/** "Orbital Freight · Full-time" -> "Orbital Freight"; null when the line does not end with an employment type. */
function companyWithKind(text: string): string | null {
  const parts = text.split(SEP);
  return parts.length >= 2 && isKind(parts[parts.length - 1]) ? parts.slice(0, -1).join(' · ').trim() : null;
}

/** "Full-time · 7 yrs 3 mos", "7 years 10 months", "Vollzeit": what a company with several roles prints under it. */
const isCompanyMeta = (text: string) => text.split(SEP).every((p) => isKind(p) || isDuration(p));

const looksLikeText = (l: Line) => /[.!?:;]$/.test(l.text) || l.text.length > 70;

interface Head {
  at: number; // the date line
  titleAt: number;
  firstAt: number; // first line of the entry
  company?: string; // undefined: the company of the entry before (several roles at one company)
}

function headOf(lines: Line[], at: number, floor: number): Head | null {
  const up = (i: number) => (i > floor ? lines[i] : undefined);
  const below = up(at - 1);
  if (!below) return null;
  const above = up(at - 2);
  // Web page, one role: the line right above the dates names the company (and its employment type).
  const withKind = companyWithKind(below.text);
  if (withKind !== null && above) return { at, titleAt: at - 2, firstAt: at - 2, company: withKind };
  // Web page without an employment type: a title in bold, larger than the company line under it.
  if (above && !isCompanyMeta(above.text) && above.fontSize > below.fontSize * 1.1 && !looksLikeText(above))
    return { at, titleAt: at - 2, firstAt: at - 2, company: below.text };
  // Otherwise the title is right above the dates, and above it a company with its total time, or the company alone.
  if (above && isCompanyMeta(above.text)) {
    const company = up(at - 3);
    return company ? { at, titleAt: at - 1, firstAt: at - 3, company: company.text } : null;
  }
  const gap = above ? gapBefore(above, below) : null;
  const tight = gap !== null && gap <= Math.max(below.fontSize, above?.fontSize ?? 0) * 1.9;
  if (above && tight && !looksLikeText(above) && !dateOf(above.text))
    return { at, titleAt: at - 1, firstAt: at - 2, company: companyWithKind(above.text) ?? above.text };
  return { at, titleAt: at - 1, firstAt: at - 1 };
}

export function parseImageExperience(lines: Line[], columnRight: number, used: Used): WorkEntry[] {
  const heads: Head[] = [];
  let floor = -1;
  lines.forEach((l, i) => {
    if (i === 0 || !dateOf(l.text)) return;
    const head = headOf(lines, i, floor);
    if (head) heads.push(head);
    floor = i;
  });
  let lastCompany = '';
  return heads.map((h, n) => {
    if (h.company !== undefined) lastCompany = h.company;
    // A legacy export prints "Title at Company" on one line.
    const legacy = h.company === undefined && !lastCompany ? splitTitleAt(lines[h.titleAt].text) : null;
    const role: RoleDraft = legacy?.company
      ? { company: legacy.company, position: legacy.position, description: [] }
      : { company: lastCompany, position: lines[h.titleAt].text, description: [] };
    role.dates = dateOf(lines[h.at].text) ?? undefined;
    const end = n + 1 < heads.length ? heads[n + 1].firstAt : lines.length;
    for (let i = h.firstAt; i <= h.at; i++) used.add(lines[i].id);
    for (let i = h.at + 1; i < end; i++) {
      const gap = gapBefore(lines[i - 1], lines[i]);
      if (i === h.at + 1 && gap !== null && gap <= lines[i].fontSize * 1.6 && !looksLikeText(lines[i]))
        role.location = lines[i].text;
      else role.description.push(lines[i]);
      used.add(lines[i].id);
    }
    return finishRole(role, columnRight);
  });
}
