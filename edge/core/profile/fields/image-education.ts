import { gapBefore } from '../blocks.ts';
import { parseDateRange } from '../dates.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { joinWrapped } from '../text.ts';
import { unsure } from '../uncertain.ts';
import { type EducationEntry, toEducation } from './education.ts';
import { isDegree, parseEducationText } from './education-text.ts';

// Education read from OCR words. Box heights tell a school (16 px bold on the web page, 12 pt in an export) from its
// details (14 px, 10.5 pt) only roughly, so the details anchor the entries instead: a degree line or a dates line
// ("2010 - 2015", "· (2012 - 2016)") belongs to the school above it, and a line in the school's size that follows
// details starts the next entry.

// "Grade: Pass with Honors", "Activities and societies: ...": part of the entry, not of its degree.
const LABELLED = /^[\p{L} ]{2,40}:\s/u;
// A degree, dates ("2010 - 2015", "· (2012 - 2016)", a legacy "Field, 2015 - 2016"), or a labelled line.
const isDetail = (text: string) =>
  isDegree(text) ||
  parseDateRange(text) !== null ||
  /\(\s*\d{4}/.test(text) ||
  parseEducationText(text).dates !== undefined ||
  LABELLED.test(text);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

export function parseImageEducation(lines: Line[], used: Used): EducationEntry[] {
  const detail = lines.map((l) => isDetail(l.text));
  const heads = lines.filter((_, i) => !detail[i] && detail[i + 1]);
  const details = lines.filter((_, i) => detail[i]);
  const schoolSize = heads.length ? median(heads.map((l) => l.fontSize)) : (lines[0]?.fontSize ?? 0);
  const detailSize = details.length ? median(details.map((l) => l.fontSize)) : schoolSize * 0.88;
  // Legacy exports set school and details in one size (the school in bold, which OCR does not see): then the
  // structure alone decides.
  const sized = schoolSize >= detailSize * 1.06;
  const schoolish = (l: Line) => !sized || l.fontSize >= Math.max(schoolSize * 0.9, detailSize * 1.04);
  const drafts: { school: string; detail: string; lines: Line[]; schoolLines: Line[] }[] = [];
  lines.forEach((line, i) => {
    const last = drafts[drafts.length - 1];
    const prev = lines[i - 1];
    if (detail[i]) {
      if (!last) return;
      if (!LABELLED.test(line.text) || isDegree(line.text)) last.detail = joinWrapped(last.detail, line.text);
      last.lines.push(line);
      return;
    }
    const afterDetail = prev !== undefined && detail[i - 1];
    const gap = prev ? gapBefore(prev, line) : null;
    const wraps = last && !last.detail && gap !== null && gap <= line.fontSize * 1.6;
    if (!last || (schoolish(line) && (afterDetail || !wraps)))
      drafts.push({ school: line.text, detail: '', lines: [line], schoolLines: [line] });
    else if (!last.detail) {
      last.school = joinWrapped(last.school, line.text);
      last.lines.push(line);
      last.schoolLines.push(line);
    }
    // Anything else (grades, activities, a description) is not read into fields.
  });
  for (const d of drafts) for (const l of d.lines) used.add(l.id);
  return drafts.map((d) => ({
    ...toEducation(d.school, d.detail),
    ...(unsure(d.schoolLines) ? { uncertain: true } : {}),
  }));
}
