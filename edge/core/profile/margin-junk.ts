import { toLine } from './lines.ts';
import type { Line } from './pipeline-types.ts';

// Screenshots of the web page put a company or school logo left of each entry's text; what is left of a logo after
// cleaning is read as a stray word glued to the start of the line ("ide Brioche & Cie", "A Chef de projet"). Lines
// of a column start at a few shared left edges; a line whose first word or two lie left of such an edge while the
// rest starts on it loses those words.

const TOLERANCE = 0.3; // of the font size

function edgesOf(lines: Line[]): number[] {
  const xs = lines.map((l) => l.x).sort((a, b) => a - b);
  const edges: number[] = [];
  for (const x of xs) {
    const near = xs.filter((y) => Math.abs(y - x) <= 2);
    if (near.length >= 3 && !edges.some((e) => Math.abs(e - x) <= 2)) edges.push(x);
  }
  return edges;
}

export function dropMarginJunk(lines: Line[]): Line[] {
  const byColumn = new Map<string, number[]>();
  for (const c of ['side', 'main']) byColumn.set(c, edgesOf(lines.filter((l) => l.column === c)));
  const offEdge = (line: Line) =>
    !(byColumn.get(line.column) ?? []).some((e) => Math.abs(e - line.x) <= line.fontSize * TOLERANCE);
  // A logo read on its own line: a few letters off every edge, or beside the entry's text (a logo's initials sit on
  // the card's edge, level with the company name, which starts right of them).
  const short = (l: Line) => l.text.replace(/\s/g, '').length <= 3;
  const beside = (l: Line) =>
    lines.some(
      (m) =>
        m !== l &&
        m.page === l.page &&
        m.column === l.column &&
        !short(m) &&
        m.x > l.right &&
        m.x - l.right <= Math.max(l.fontSize, m.fontSize) * 4 &&
        Math.abs(m.baseline - l.baseline) <= Math.max(l.fontSize, m.fontSize) * 1.2,
    );
  const kept = lines.filter((l) => !(short(l) && (offEdge(l) || beside(l))));
  return kept.map((line) => {
    const edges = byColumn.get(line.column) ?? [];
    const onEdge = (x: number) => edges.some((e) => Math.abs(e - x) <= line.fontSize * TOLERANCE);
    if (onEdge(line.x)) return line;
    for (let k = 1; k <= 2 && k < line.items.length; k++) {
      const prefix = line.items
        .slice(0, k)
        .map((i) => i.text)
        .join('');
      if (prefix.length > 4) break;
      if (onEdge(line.items[k].x)) return toLine(line.items.slice(k), line.column, line.id);
    }
    return line;
  });
}
