import type { Column, Line } from './pipeline-types.ts';
import { cleanText, hasCjk, squash } from './text.ts';
import type { TextItem } from './text-item.ts';

// Items -> lines: items of one page and column whose baselines agree are one line, read left to right.

const baseline = (i: TextItem) => i.y + i.height;

// Parts joined once at the end, and the last character tracked: asking a growing concatenated string whether it
// ends with a space flattens it every time, which made a line of 60,000 items take minutes.
function joinItems(items: TextItem[]): string {
  const parts: string[] = [];
  let last = '';
  let prev: TextItem | undefined;
  for (const it of items) {
    const t = cleanText(it.text);
    if (prev) {
      const gap = it.x - (prev.x + prev.width);
      // OCR gives each Chinese, Japanese or Korean character run as its own word; that script has no spaces.
      const cjk = it.confidence !== undefined && hasCjk(last) && hasCjk(t[0] ?? '');
      const needsSpace =
        !cjk && last !== ' ' && !t.startsWith(' ') && gap > Math.min(it.fontSize, prev.fontSize) * 0.15;
      if (needsSpace) {
        parts.push(' ');
        last = ' ';
      }
    }
    parts.push(t);
    if (t) last = t[t.length - 1];
    prev = it;
  }
  return squash(parts.join(''));
}

function dominant<T>(items: TextItem[], pick: (i: TextItem) => T): T {
  const weight = new Map<T, number>();
  for (const i of items) weight.set(pick(i), (weight.get(pick(i)) ?? 0) + i.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

export function toLine(items: TextItem[], column: Column, id: number): Line {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const visible = sorted.filter((i) => i.text.trim() !== '');
  const basis = visible.length ? visible : sorted;
  return {
    id,
    text: joinItems(sorted),
    x: Math.min(...basis.map((i) => i.x)),
    right: Math.max(...basis.map((i) => i.x + i.width)),
    top: Math.min(...basis.map((i) => i.y)),
    baseline: Math.max(...basis.map(baseline)),
    fontSize: dominant(basis, (i) => Math.round(i.fontSize * 4) / 4),
    fontName: dominant(basis, (i) => i.fontName),
    bold: dominant(basis, (i) => i.bold === true || /bold|black|heavy|semibold/i.test(i.fontName)),
    page: items[0].page,
    column,
    items: sorted,
    ...(sorted.some((i) => i.confidence !== undefined)
      ? { confidence: Math.min(...sorted.map((i) => i.confidence ?? 100)) }
      : {}),
  };
}

/**
 * Groups items into lines, per page and column, in reading order (top to bottom). On screenshots, text far apart on
 * one row is not one line (the company and school LinkedIn prints beside the name, a date at the right edge).
 */
export function buildLines(
  items: TextItem[],
  columnOf: (i: TextItem) => Column,
  firstId = 0,
  splitWide = false,
): Line[] {
  const groups = new Map<string, TextItem[]>();
  for (const it of items) {
    const key = `${it.page}:${columnOf(it)}`;
    const list = groups.get(key);
    if (list) list.push(it);
    else groups.set(key, [it]);
  }
  const lines: Line[] = [];
  let id = firstId;
  for (const [key, list] of groups) {
    const column = key.split(':')[1] as Column;
    list.sort((a, b) => baseline(a) - baseline(b) || a.x - b.x);
    let current: TextItem[] = [];
    let base = 0;
    for (const it of list) {
      const tolerance = Math.max(1, it.fontSize * 0.35);
      if (current.length && Math.abs(baseline(it) - base) > tolerance) {
        for (const part of splitWide ? apart(current) : [current]) lines.push(toLine(part, column, id++));
        current = [];
      }
      if (!current.length) base = baseline(it);
      current.push(it);
    }
    if (current.length)
      for (const part of splitWide ? apart(current) : [current]) lines.push(toLine(part, column, id++));
  }
  return lines.filter((l) => l.text !== '');
}

/** Items of one row cut where the gap between two words is wider than four times the text's size. */
function apart(row: TextItem[]): TextItem[][] {
  const sorted = [...row].sort((a, b) => a.x - b.x);
  const out: TextItem[][] = [];
  for (const it of sorted) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    if (prev && it.x - (prev.x + prev.width) > Math.max(it.fontSize, prev.fontSize) * 4) out.push([it]);
    else if (last) last.push(it);
    else out.push([it]);
  }
  return out;
}
