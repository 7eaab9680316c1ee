import type { Line, Used } from './pipeline-types.ts';

/** Share of the document's characters (footers and repeated headers excluded) that ended up in a field or heading. */
export function coverage(lines: Line[], used: Used): number {
  let total = 0;
  let hit = 0;
  for (const l of lines) {
    const n = l.text.replace(/\s/g, '').length;
    total += n;
    if (used.has(l.id)) hit += n;
  }
  return total ? Math.round((hit / total) * 1000) / 1000 : 0;
}
