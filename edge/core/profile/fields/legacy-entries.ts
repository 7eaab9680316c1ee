import { gapBefore } from '../blocks.ts';
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

/**
 * Whether `line` is the wrapped rest of the bold title above it: set tight below it, and the title above had no room
 * left for the line's first word (a role with no dates is otherwise merged with the next role's title, and two
 * schools with the same name become one).
 */
export function continuesTitle(above: Line, line: Line, columnRight: number): boolean {
  if (above.text === line.text) return false;
  const gap = gapBefore(above, line);
  if (gap !== null && gap > line.fontSize * 1.45) return false;
  const charWidth = (above.right - above.x) / Math.max(1, above.text.length);
  const firstWord = line.text.split(' ')[0] ?? '';
  return columnRight - above.right <= (firstWord.length + 1) * charWidth;
}

export function legacyEntries(
  lines: Line[],
  mergeTitles = true,
  columnRight = Number.POSITIVE_INFINITY,
): LegacyEntry[] {
  const anyBold = lines.some((l) => l.bold);
  const isTitle = (i: number) =>
    anyBold
      ? lines[i].bold && !INNER_LABEL_RE.test(lines[i].text)
      : i + 1 < lines.length && parseDateRange(lines[i + 1].text) !== null && parseDateRange(lines[i].text) === null;
  const entries: LegacyEntry[] = [];
  let current: LegacyEntry | undefined;
  lines.forEach((line, i) => {
    if (isTitle(i)) {
      const above = lines[i - 1];
      const wraps = mergeTitles && current && current.body.length === 0 && above?.bold;
      if (wraps && current && continuesTitle(above, line, columnRight)) current.title.push(line);
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
