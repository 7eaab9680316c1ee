import { assemble } from './assemble.ts';
import { columnOf, findColumns, findRightRail, givenColumns } from './columns.ts';
import { coverage } from './coverage.ts';
import { parseErrors } from './errors.ts';
import { parseHeader } from './fields/header.ts';
import { parseImageHeader } from './fields/image-header.ts';
import { parseLocation } from './fields/location.ts';
import { isFooter } from './footer.ts';
import { detectLanguage } from './language.ts';
import { detectLayout } from './layout.ts';
import { buildLines } from './lines.ts';
import { dropMarginJunk } from './margin-junk.ts';
import type { Line, Used } from './pipeline-types.ts';
import { type Profile, ProfileSchema } from './schema.ts';
import { splitSections } from './sections.ts';
import { cleanText } from './text.ts';
import type { ParseInput } from './text-item.ts';
import { toProfile } from './to-profile.ts';

// The parser: text items (pdf.js or OCR) -> lines -> columns -> sections -> fields -> Profile. Pure: same input,
// same output, no I/O. Throws AppError NO_TEXT / NOT_LINKEDIN_EXPORT rather than returning a made-up profile.

const MIN_CHARS = 40;
// 30 pages of the densest text are ~100,000 characters. Far more can still reach us (a content stream that
// inflates to gigabytes, one text run repeated thousands of times), and every step below is at least linear in
// it: refuse before any of them runs rather than exhaust the worker's memory.
const MAX_CHARS = 1_000_000;

const readingOrder = (a: Line, b: Line) =>
  (a.column === b.column ? 0 : a.column === 'side' ? -1 : 1) || a.page - b.page || a.baseline - b.baseline || a.x - b.x;

export function parseProfile(input: ParseInput): Profile {
  let total = 0;
  for (const i of input.items) total += i.text.length;
  if (total > MAX_CHARS) throw parseErrors.tooLarge();
  let items = input.items.filter((i) => cleanText(i.text).trim() !== '' && Number.isFinite(i.x + i.y));
  // A screenshot reader that found the columns from the pixels has already left the right rail out.
  if (input.mode === 'image' && !input.columns) {
    const rail = findRightRail(items, input.pages[0]?.width ?? 0);
    if (rail !== null) items = items.filter((i) => i.x < rail);
  }
  const chars = items.reduce((n, i) => n + i.text.replace(/\s/g, '').length, 0);
  if (chars < MIN_CHARS) throw parseErrors.noText();

  const split = input.columns ? givenColumns(items, input.columns.boundary) : findColumns(items, input.pages);
  const built = buildLines(items, (i) => i.column ?? columnOf(i, split), 0, input.mode === 'image');
  const all = (input.mode === 'image' ? dropMarginJunk(built) : built).sort(readingOrder);
  const footers = all.filter((l) => isFooter(l, input.pages));
  const lines = all.filter((l) => !footers.includes(l));
  const { layout, verified } = detectLayout(input.mode, input.meta, lines, split, input.pages);
  const doc = splitSections(lines, layout, split.nameSize);

  const used: Used = new Set();
  const header =
    layout === 'image'
      ? parseImageHeader(
          doc.header,
          used,
          lines.filter((l) => l.column === 'main'),
        )
      : parseHeader(doc.header, layout, used);
  // A PDF without a name is not an export. A screenshot without one is shown for review, which says what is missing
  // and how to take a better screenshot, and cannot be scored until it is fixed.
  if (!header.name && layout !== 'image') throw parseErrors.notLinkedIn();
  const mainRight = Math.max(...lines.filter((l) => l.column === 'main').map((l) => l.right));
  const fields = assemble(doc.sections, layout, mainRight, used);
  const content = lines.filter((l) => !doc.ignored.includes(l));

  const profile = toProfile({
    header,
    location: parseLocation(header.location),
    fields,
    sections: doc.sections,
    meta: {
      layout,
      language: detectLanguage(doc.sections, lines),
      coverage: coverage(content, used),
      pages: input.pages.length,
      warnings: warningsFor(
        doc.sections.map((s) => s.key),
        fields.work?.length ?? 0,
        layout,
        verified,
      ),
    },
  });
  return ProfileSchema.parse(profile);
}

function warningsFor(keys: string[], workCount: number, layout: string, verified: boolean): string[] {
  const w: string[] = [];
  if (layout === 'image') w.push('Read from an image with OCR: check names and dates.');
  else if (!verified)
    w.push('This PDF carries no producer information, so it could not be confirmed as a LinkedIn export; read as one.');
  if (!keys.includes('experience')) w.push('No Experience section was found.');
  else if (workCount === 0) w.push('The Experience section could not be read into roles.');
  if (!keys.includes('education')) w.push('No Education section was found.');
  if (keys.includes('other')) w.push('Some sections were not recognised and are kept as raw text only.');
  return w;
}
