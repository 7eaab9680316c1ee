import { inferSectionKey } from './infer-section.ts';
import { lookupHeading } from './locales/index.ts';
import type { Column, Layout, Line, Section, SplitDocument } from './pipeline-types.ts';

// Lines -> header + sections. A heading is a line set in the column's heading size; the size is learnt from the lines
// whose text is a known heading in any language, so a heading we have no word for is still found by its size.

const near = (a: number, b: number, layout: Layout) => Math.abs(a - b) <= (layout === 'image' ? b * 0.12 : 0.3);

function mode(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
}

function headingSize(lines: Line[], layout: Layout, nameSize: number): number | undefined {
  const known = lines.filter((l) => lookupHeading(l.text) && l.fontSize < nameSize * 0.92);
  if (layout === 'image') return undefined;
  const fromWords = mode(known.map((l) => l.fontSize));
  if (fromWords !== undefined) return fromWords;
  // Unknown interface language: the biggest size below the name that only ever appears on short lines, and is larger
  // than the headline under the name (a nearly empty export has no heading at all, only its header).
  const nameAt = lines.findIndex((l) => l.fontSize >= nameSize * 0.92);
  const headline = nameAt < 0 ? undefined : lines.slice(nameAt + 1).find((l) => l.fontSize < nameSize * 0.92);
  const floor = headline ? headline.fontSize + 0.3 : 0;
  const sizes = [...new Set(lines.map((l) => l.fontSize))]
    .filter((s) => s < nameSize * 0.92 && s > floor)
    .sort((a, b) => b - a);
  for (const size of sizes) {
    const at = lines.filter((l) => l.fontSize === size);
    if (at.length <= 12 && at.every((l) => l.text.length <= 40)) return size;
    break;
  }
  return undefined;
}

function isHeading(line: Line, size: number | undefined, layout: Layout, median: number): boolean {
  if (line.text.length > 60 || line.text.split(' ').length > 6) return false;
  if (layout === 'image') return !!lookupHeading(line.text) && line.fontSize >= median * 0.9;
  return size !== undefined && near(line.fontSize, size, layout);
}

export function splitSections(lines: Line[], layout: Layout, nameSize: number): SplitDocument {
  const header: Line[] = [];
  const sections: Section[] = [];
  const ignored: Line[] = [];
  const sizes = lines.map((l) => l.fontSize).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  for (const column of ['side', 'main'] as Column[]) {
    const colLines = lines.filter((l) => l.column === column);
    const size = headingSize(colLines, layout, nameSize);
    let current: Section | undefined;
    let nameText: string | undefined;
    let trailer = false;
    for (const line of colLines) {
      // Legacy exports end with the header printed again above the recommendations: not new content. A nearly
      // empty export has no section before it, so this is checked before the header takes the line.
      if (layout === 'legacy' && line.fontSize >= nameSize * 0.92 && line.text === nameText && header.length > 1)
        trailer = true;
      if (trailer) {
        ignored.push(line);
        continue;
      }
      if (column === 'main' && !current) {
        if (isHeading(line, size, layout, median) && header.length) {
          // falls through to start the first section
        } else {
          header.push(line);
          if (line.fontSize >= nameSize * 0.92 && nameText === undefined) nameText = line.text;
          continue;
        }
      }
      if (isHeading(line, size, layout, median)) {
        current = { key: lookupHeading(line.text)?.key ?? 'other', heading: line, lines: [], column };
        sections.push(current);
      } else if (current) current.lines.push(line);
      else ignored.push(line);
    }
  }
  for (const [i, s] of sections.entries()) if (s.key === 'other') s.key = inferSectionKey(s, sections, i);
  return { header, sections, ignored };
}
