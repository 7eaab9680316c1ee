import { parseDateRange } from '../dates.ts';
import type { Line } from '../pipeline-types.ts';

// Legacy (2016-17) sections are lists of entries whose first line(s) are bold ("Title at Company", a school, a
// certification) followed by regular lines (dates, details, description). When font names could not be resolved, a
// line directly above a date line stands in for the bold title.

export interface LegacyEntry {
  title: Line[];
  body: Line[];
}

// Labels LinkedIn set in bold inside an entry: not the start of a new entry.
const INNER_LABEL_RE =
  /^(activities and societies|grade|activités et associations|note|aktivitäten und vereine|note)\s*:/i;

export function legacyEntries(lines: Line[], mergeTitles = true): LegacyEntry[] {
  const anyBold = lines.some((l) => l.bold);
  const isTitle = (i: number) =>
    anyBold
      ? lines[i].bold && !INNER_LABEL_RE.test(lines[i].text)
      : i + 1 < lines.length && parseDateRange(lines[i + 1].text) !== null && parseDateRange(lines[i].text) === null;
  const entries: LegacyEntry[] = [];
  let current: LegacyEntry | undefined;
  lines.forEach((line, i) => {
    if (isTitle(i)) {
      if (mergeTitles && current && current.body.length === 0 && lines[i - 1]?.bold) current.title.push(line);
      else {
        current = { title: [line], body: [] };
        entries.push(current);
      }
    } else if (current) current.body.push(line);
    else {
      current = { title: [], body: [line] };
      entries.push(current);
    }
  });
  return entries;
}
