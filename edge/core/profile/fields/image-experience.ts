import { gapBefore } from '../blocks.ts';
import { isDuration, parseDateRange } from '../dates.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { finishRole, type RoleDraft, type WorkEntry } from './work-entry.ts';

// Experience read from OCR words. Font sizes from OCR boxes are too coarse to tell a company (12 pt) from a title
// (11.5 pt), so entries are anchored on their date lines instead: the title is the line above the dates, and the
// company is above the title when it sits close to it. A screenshot of the profile page prints
// "Company · Full-time" between title and dates; that is recognised too.

const EMPLOYMENT_RE =
  /[·•\-–]\s*(full[- ]time|part[- ]time|self[- ]employed|freelance|contract|internship|apprenticeship|seasonal|temps plein|vollzeit|tiempo completo|tempo integral)/i;

// "Mar 2021 - Present · 4 yrs 4 mos": OCR often reads the middle dot as "-" or drops it, so the duration is cut off
// by meaning: the last two to four words, if they are a duration.
function dateOf(text: string) {
  const direct = parseDateRange(text);
  if (direct) return direct;
  const words = text.split(' ');
  for (let n = 2; n <= 4 && n < words.length; n++) {
    if (!isDuration(words.slice(-n).join(' '))) continue;
    const head = words
      .slice(0, -n)
      .join(' ')
      .replace(/\s*[·•\-–]$/, '');
    const range = parseDateRange(head);
    if (range) return range;
  }
  return null;
}

const companyOf = (text: string) =>
  text
    .replace(EMPLOYMENT_RE, '')
    .replace(/\s*[·•\-–]\s*$/, '')
    .trim();

interface Head {
  at: number; // date line
  titleAt: number;
  firstAt: number; // first line of the entry's header (company, total duration or title)
  company?: string;
}

function headOf(lines: Line[], at: number, prevAt: number): Head {
  let titleAt = at - 1;
  let company: string | undefined;
  if (EMPLOYMENT_RE.test(lines[titleAt].text) && titleAt - 1 > prevAt) {
    company = companyOf(lines[titleAt].text);
    titleAt--;
  }
  const title = lines[titleAt];
  const above = lines[titleAt - 1];
  let firstAt = titleAt;
  if (!company && above && titleAt - 1 > prevAt) {
    const gap = gapBefore(above, title);
    if (isDuration(above.text) && titleAt - 2 > prevAt) {
      company = lines[titleAt - 2].text;
      firstAt = titleAt - 2;
    } else if (gap === null || gap <= Math.max(title.fontSize, above.fontSize) * 1.8) {
      company = above.text;
      firstAt = titleAt - 1;
    }
  }
  return { at, titleAt, firstAt, company };
}

export function parseImageExperience(lines: Line[], columnRight: number, used: Used): WorkEntry[] {
  const anchors = lines.map((l, i) => (dateOf(l.text) ? i : -1)).filter((i) => i > 0);
  const heads: Head[] = [];
  for (const at of anchors) heads.push(headOf(lines, at, heads.length ? heads[heads.length - 1].at : -1));
  let lastCompany = '';
  return heads.map((h, n) => {
    if (h.company) lastCompany = h.company;
    const role: RoleDraft = { company: h.company ?? lastCompany, position: lines[h.titleAt].text, description: [] };
    role.dates = dateOf(lines[h.at].text) ?? undefined;
    const end = n + 1 < heads.length ? heads[n + 1].firstAt : lines.length;
    for (let i = h.firstAt; i <= h.at; i++) used.add(lines[i].id);
    for (let i = h.at + 1; i < end; i++) {
      const gap = gapBefore(lines[i - 1], lines[i]);
      if (i === h.at + 1 && gap !== null && gap <= lines[i].fontSize * 1.6 && lines[i].text.length < 80)
        role.location = lines[i].text;
      else role.description.push(lines[i]);
      used.add(lines[i].id);
    }
    return finishRole(role, columnRight);
  });
}
