import { gapBefore } from '../blocks.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { joinWrapped } from '../text.ts';
import { parseEducationText } from './education-text.ts';
import { continuesTitle } from './legacy-entries.ts';

// Modern Education: school (larger size, may wrap), then "Degree, Field · (dates)" in the smaller size (may wrap).

export interface EducationEntry {
  institution: string;
  studyType?: string;
  area?: string;
  startDate?: string;
  endDate?: string;
  /** Screenshots: the school's name was read from unsure words. */
  uncertain?: boolean;
}

export function toEducation(institution: string, detail: string): EducationEntry {
  const parsed = parseEducationText(detail);
  const entry: EducationEntry = { institution };
  if (parsed.studyType) entry.studyType = parsed.studyType;
  if (parsed.area) entry.area = parsed.area;
  if (parsed.dates?.startDate) entry.startDate = parsed.dates.startDate;
  if (parsed.dates?.endDate) entry.endDate = parsed.dates.endDate;
  return entry;
}

export function parseEducation(lines: Line[], columnRight: number, used: Used): EducationEntry[] {
  const schoolSize = Math.max(...lines.map((l) => l.fontSize));
  const drafts: { school: string; detail: string }[] = [];
  let prev: Line | undefined;
  for (const line of lines) {
    used.add(line.id);
    const gap = gapBefore(prev, line);
    const isSchool = Math.abs(line.fontSize - schoolSize) <= 0.3;
    const last = drafts[drafts.length - 1];
    if (isSchool) {
      const above = last && !last.detail && prev && Math.abs(prev.fontSize - schoolSize) <= 0.3 ? prev : undefined;
      const wraps = above && gap !== null && gap <= line.fontSize * 1.5 && continuesTitle(above, line, columnRight);
      if (wraps) last.school = joinWrapped(last.school, line.text);
      else drafts.push({ school: line.text, detail: '' });
    } else if (last) last.detail = joinWrapped(last.detail, line.text);
    else used.delete(line.id);
    prev = line;
  }
  return drafts.map((d) => toEducation(d.school, d.detail));
}
