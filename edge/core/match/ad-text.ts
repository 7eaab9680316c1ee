// Splitting an ad into its title and the text worth reading: boilerplate blocks (benefits, about the company,
// equal-opportunity statements) and boilerplate sentences are dropped before any term is counted.
import { BOILERPLATE_HEADINGS, BOILERPLATE_SENTENCE } from './lexicon.ts';

const TITLE_LABEL =
  /^(?:job title|title|position|role|puesto|cargo|stelle|stellenbezeichnung|titre du poste|poste)\s*:\s*(.+)$/i;
// "(m/w/d)", "(f/m/x)", "(h/m)": gender markers in German, Spanish and French titles.
const GENDER_MARK = /\(\s*[mwfdxh](?:\s*\/\s*[mwfdxh]){1,3}\s*\)|\b[mwfdxh]\/[mwfdxh](?:\/[mwfdxh])*\b/gi;

const isHeading = (line: string) =>
  line.length <= 60 && (/:$/.test(line) || !/[.!?;,]$/.test(line)) && line.split(/\s+/).length <= 7;

export function cleanTitle(s: string): string {
  return (
    s
      .replace(GENDER_MARK, ' ')
      // "(Python / Go)" after a title names skills, read with the body; the title is the role.
      .replace(/\([^)]*\)/g, ' ')
      .replace(/[|–—-]\s*(?:remote|hybrid|full[- ]time|part[- ]time).*$/i, '')
      .replace(/\s+/g, ' ')
      .replace(/^[\s\-–—:•*#]+|[\s\-–—:,.!•*#]+$/g, '')
  );
}

export interface AdParts {
  title: string;
  body: string;
  boilerplateChars: number;
}

/** The ad's title (labelled, or its first short line; the whole text when it is only a role name) and its body. */
export function splitAd(text: string): AdParts {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/^[\s•*\-–·#]+/, '').trim());
  const filled = lines.filter(Boolean);
  if (filled.length === 0) return { title: '', body: '', boilerplateChars: 0 };
  if (filled.length === 1 && filled[0].length <= 150 && !/[.!?]\s/.test(filled[0]))
    return { title: cleanTitle(filled[0]), body: '', boilerplateChars: 0 };
  let title = '';
  let titleAt = -1;
  lines.forEach((l, i) => {
    const m = l.match(TITLE_LABEL);
    if (m && titleAt < 0) [title, titleAt] = [m[1], i];
  });
  if (titleAt < 0) {
    titleAt = lines.findIndex(Boolean);
    const first = lines[titleAt];
    if (first.length <= 90 && first.split(/\s+/).length <= 12 && !/[.!?]$/.test(first)) title = first;
    else titleAt = -1;
  }
  const kept: string[] = [];
  let skipping = false;
  let dropped = 0;
  lines.forEach((line, i) => {
    if (i === titleAt || !line) return;
    if (isHeading(line)) skipping = BOILERPLATE_HEADINGS.test(line.replace(/:$/, '').trim());
    if (skipping) {
      dropped += line.length;
      return;
    }
    const sentences = line.split(/(?<=[.!?;])\s+/);
    const keep = sentences.filter((s) => !BOILERPLATE_SENTENCE.test(s));
    dropped += sentences.filter((s) => BOILERPLATE_SENTENCE.test(s)).join(' ').length;
    if (keep.length) kept.push(keep.join(' '));
  });
  return { title: cleanTitle(title), body: kept.join('\n'), boilerplateChars: dropped };
}
