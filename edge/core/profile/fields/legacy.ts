import { joinParagraph } from '../blocks.ts';
import { parseDateRange } from '../dates.ts';
import { AT_CONNECTORS } from '../locales/index.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { joinWrapped } from '../text.ts';
import { type EducationEntry, toEducation } from './education.ts';
import { legacyEntries } from './legacy-entries.ts';
import { finishRole, type WorkEntry } from './work-entry.ts';

// Legacy single-column exports: "Title at Company" + dates + description; school + "Degree, Field, 2007 - 2011".

const INNER_LABEL_RE = /^(activities and societies|grade)\s*:/i;

// Institutions named after their campus ("University of North Carolina at Chapel Hill"): the " at " inside them does
// not start the company.
const CAMPUS_RE = /\b(university|college|institute|school|hospital|medical|center|centre|campus)\b/i;

/** "Title at Company": at the last connector, unless the part before it is an institution that goes on "at Place". */
export function splitTitleAt(title: string): { position: string; company: string } {
  const lower = title.toLowerCase();
  for (const at of AT_CONNECTORS) {
    const cut = ` ${at} `;
    const hits: number[] = [];
    for (let i = lower.indexOf(cut); i > 0; i = lower.indexOf(cut, i + 1)) hits.push(i);
    if (!hits.length) continue;
    let k = hits.length - 1;
    while (k > 0 && CAMPUS_RE.test(title.slice(hits[k - 1] + cut.length, hits[k]))) k--;
    const i = hits[k];
    return { position: title.slice(0, i).trim(), company: title.slice(i + cut.length).trim() };
  }
  return { position: title, company: '' };
}

const joined = (lines: Line[]) => lines.map((l) => l.text).reduce(joinWrapped, '');

export function parseLegacyExperience(lines: Line[], columnRight: number, used: Used): WorkEntry[] {
  const out: WorkEntry[] = [];
  for (const entry of legacyEntries(lines, true, columnRight)) {
    if (!entry.title.length) continue;
    const { position, company } = splitTitleAt(joined(entry.title));
    const first = entry.body[0];
    const dates = first ? parseDateRange(first.text) : null;
    const description = dates ? entry.body.slice(1) : entry.body;
    for (const l of [...entry.title, ...entry.body]) used.add(l.id);
    out.push(finishRole({ company, position, dates: dates ?? undefined, description }, columnRight));
  }
  return out;
}

export function parseLegacyEducation(lines: Line[], columnRight: number, used: Used): EducationEntry[] {
  const out: EducationEntry[] = [];
  for (const entry of legacyEntries(lines, true, columnRight)) {
    if (!entry.title.length) continue;
    const stop = entry.body.findIndex((l) => INNER_LABEL_RE.test(l.text));
    const detail = stop < 0 ? entry.body : entry.body.slice(0, stop);
    for (const l of [...entry.title, ...detail]) used.add(l.id);
    out.push(toEducation(joined(entry.title), joined(detail)));
  }
  return out;
}

/** Skills, languages, certifications: each bold line (or each line) is an entry; regular lines under it are details. */
export function parseLegacyList(lines: Line[], used: Used): { name: string; detail?: string }[] {
  const entries = legacyEntries(lines, false);
  if (entries.every((e) => !e.title.length)) {
    for (const l of lines) used.add(l.id);
    return lines.map((l) => ({ name: l.text }));
  }
  return entries
    .filter((e) => e.title.length)
    .map((e) => {
      for (const l of [...e.title, ...e.body]) used.add(l.id);
      const detail = joined(e.body);
      return detail ? { name: joined(e.title), detail } : { name: joined(e.title) };
    });
}

export const legacySummary = (lines: Line[], columnRight: number, used: Used): string => {
  for (const l of lines) used.add(l.id);
  return joinParagraph(lines, columnRight);
};
