import { splitBlocks } from '../blocks.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { joinWrapped } from '../text.ts';

// Sidebar lists (Top Skills, Certifications, Honors-Awards, Publications, ...): one entry per block.
export function parseList(lines: Line[], used: Used): string[] {
  return splitBlocks(lines).map((block) => {
    for (const l of block) used.add(l.id);
    return block.map((l) => l.text).reduce(joinWrapped, '');
  });
}

// "English (Full Professional)", "Chinese (Simplified) (Native or Bilingual)": the last parenthesis is the fluency.
export function parseLanguage(entry: string): { language: string; fluency?: string } {
  const m = /^(.*\S)\s*\(([^()]+)\)$/.exec(entry);
  return m ? { language: m[1], fluency: m[2] } : { language: entry };
}
