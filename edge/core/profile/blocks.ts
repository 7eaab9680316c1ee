import type { Line } from './pipeline-types.ts';
import { joinWrapped } from './text.ts';

// FOP sets space before each block (a skill, a certification, an e-mail) but not between the wrapped lines of one
// block, so the vertical gap tells blocks apart: about 1.2 x font size inside a block, 1.6 x or more between blocks.

export const gapBefore = (prev: Line | undefined, line: Line): number | null =>
  prev && prev.page === line.page && prev.column === line.column ? line.baseline - prev.baseline : null;

export function splitBlocks(lines: Line[], factor = 1.45): Line[][] {
  const blocks: Line[][] = [];
  let prev: Line | undefined;
  for (const line of lines) {
    const gap = gapBefore(prev, line);
    const sizeJump = Math.abs(prev ? prev.fontSize - line.fontSize : 0) > Math.max(0.3, line.fontSize * 0.15);
    if (!prev || gap === null || gap > line.fontSize * factor || sizeJump) blocks.push([line]);
    else blocks[blocks.length - 1].push(line);
    prev = line;
  }
  return blocks;
}

const BULLET_RE = /^[•·▪●◦‣∙*–-]\s?/;

/**
 * Running text (About, job descriptions) back to paragraphs. A line that stops well short of the column's right edge
 * although the next word would have fitted ended with a hard line break in the profile; otherwise it was wrapped.
 */
export function joinParagraph(lines: Line[], columnRight: number): string {
  let out = '';
  let prev: Line | undefined;
  for (const line of lines) {
    if (!prev) {
      out = line.text;
      prev = line;
      continue;
    }
    const charWidth = (prev.right - prev.x) / Math.max(1, prev.text.length);
    const firstWord = line.text.split(' ')[0] ?? '';
    const roomLeft = columnRight - prev.right;
    const gap = gapBefore(prev, line);
    const spacing = prev.fontSize * 2.2;
    if (gap !== null && gap > spacing) out += `\n\n${line.text}`;
    else if (BULLET_RE.test(line.text) || roomLeft > (firstWord.length + 2) * charWidth) out += `\n${line.text}`;
    else out = joinWrapped(out, line.text);
    prev = line;
  }
  return out.trim();
}
