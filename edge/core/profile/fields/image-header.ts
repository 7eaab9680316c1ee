import { lookupHeading } from '../locales/index.ts';
import type { Line, Used } from '../pipeline-types.ts';
import { EMAIL_RE, joinWrapped } from '../text.ts';
import { unsure } from '../uncertain.ts';
import { type Header, stripCredentials } from './header.ts';

// The header of a screenshot: everything in the main column above the first section. On the web page that holds
// browser chrome, the nav bar, the name, headline, "Location · Contact info", the connection count, buttons, and
// beside the name the current company and school; on an export page only name, headline and location. The name is
// the largest name-like line; what is above it is chrome, and only lines aligned under it belong to the header.

const JUNK = /[()[\]{}|=<>_~]/g;

/**
 * Mostly letters, not a row of icon outlines and button borders read as punctuation. A bar between words is a
 * separator ("Data Engineer | dbt | SQL | Airflow"), not junk: a headline that lists tools holds many.
 */
function texty(text: string): boolean {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const junk = (text.replace(/(?<=\p{L}\S*)\s\|(?=\s\S*\p{L}|$)/gu, ' ').match(JUNK) ?? []).length;
  return letters >= 2 && letters >= text.replace(/\s/g, '').length * 0.6 && junk <= Math.max(1, letters / 12);
}

function nameLike(text: string): boolean {
  const words = text.split(' ');
  // A maiden name in parentheses is a name; a stray bracket from a button or a search box is not.
  const bare = text.replace(/\s\(\p{L}[\p{L} .'-]+\)$/u, '');
  return texty(bare) && words.length <= 7 && !/[\d@|:/()[\]{}=<>_~\\]/.test(bare) && text.length <= 70;
}

/** "500+ connections", "Plus de 500 relations", "1.234 followers". */
const COUNT_RE = /(^|\s)\+?\s?\d[\d.,]*\+?(\s|$)/u;

/** "Gdańsk, Pomorskie, Poland · Contact info" -> the place, when the line ends with a contact link. */
function withoutContactLink(text: string): string | null {
  const parts = text.split(/\s+[·•\-–]\s+|\s*·\s*/);
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1];
  return lookupHeading(last)?.key === 'contact' ? parts.slice(0, -1).join(' · ').trim() : null;
}

/** Tesseract's mean confidence in the line's words: a name is read sure (about 95); a search box's shadow is not. */
function confidence(l: Line): number {
  const known = l.items.filter((i) => i.confidence !== undefined);
  return known.length ? known.reduce((n, i) => n + (i.confidence ?? 0), 0) / known.length : 100;
}

/** The column's left edge: the smallest x at which three lines or more start (the name, headings, About). */
function leftEdge(lines: Line[]): number | undefined {
  const xs = lines.map((l) => l.x).sort((a, b) => a - b);
  return xs.find((x) => xs.filter((y) => Math.abs(y - x) <= 2).length >= 3);
}

export function parseImageHeader(lines: Line[], used: Used, column: Line[] = lines): Header {
  const edge = leftEdge(column);
  const onEdge = (l: Line) => edge === undefined || Math.abs(l.x - edge) <= Math.max(l.fontSize * 1.5, 4);
  const names = lines.filter((l) => nameLike(l.text) && confidence(l) >= 80 && onEdge(l));
  if (!names.length) return { name: '' };
  const size = Math.max(...names.map((l) => l.fontSize));
  const name = names.find((l) => l.fontSize >= size * 0.92)!;
  used.add(name.id);
  const header: Header = { name: stripCredentials(name.text) };
  const aligned = (l: Line) => Math.abs(l.x - name.x) <= Math.max(name.fontSize * 1.5, 4);
  const below = lines.filter((l) => l.baseline > name.baseline && aligned(l));
  // A legacy export prints the e-mail address under the headline; OCR may set a space beside its "@".
  const address = (l: Line) => l.text.replace(/\s*@\s*/, '@');
  const email = below.find((l) => !address(l).includes(' ') && EMAIL_RE.test(address(l)));
  if (email) {
    header.email = EMAIL_RE.exec(address(email))?.[0];
    used.add(email.id);
  }
  const body = below.filter((l) => l !== email && texty(l.text) && !(COUNT_RE.test(l.text) && l.text.length < 40));
  let labelLines = body;
  let locationLine: Line | undefined;
  const linked = body.findIndex((l) => withoutContactLink(l.text) !== null);
  if (linked >= 0) {
    header.location = withoutContactLink(body[linked].text) || undefined;
    locationLine = body[linked];
    used.add(body[linked].id);
    labelLines = body.slice(0, linked);
  } else if (body.length >= 2) {
    // An export page: name, headline (one or more lines), location.
    const last = body[body.length - 1];
    if (last.text.length < 60 && !/[|@]/.test(last.text)) {
      header.location = last.text;
      locationLine = last;
      used.add(last.id);
      labelLines = body.slice(0, -1);
    }
  }
  header.label = labelLines.map((l) => l.text).reduce(joinWrapped, '') || undefined;
  for (const l of labelLines) used.add(l.id);
  if (!header.label) delete header.label;
  const uncertain: Header['uncertain'] = [];
  if (unsure([name])) uncertain.push('name');
  if (header.label && unsure(labelLines)) uncertain.push('label');
  if (header.location && unsure([locationLine])) uncertain.push('location');
  if (uncertain.length) header.uncertain = uncertain;
  return header;
}
