import { type DateRange, parseDateRange } from '../dates.ts';
import { DEGREE_PHRASES, DEGREE_WORDS, FIELD_WORDS } from '../locales/degrees.ts';
import { fold } from '../text.ts';

// One education detail line, as printed under the school: "Degree, Field of study · (2017 - 2020)" (modern) or
// "Degree, Field of study, 2017 - 2020" (legacy). Either part may be missing; the field may itself contain commas.

export interface EducationText {
  studyType?: string;
  area?: string;
  dates?: DateRange;
}

const WORDS = new Set(DEGREE_WORDS.map(fold));
const FIELDS = new Set(FIELD_WORDS.map(fold));

export function isDegree(text: string): boolean {
  const f = fold(text.replace(/\./g, ''));
  if (DEGREE_PHRASES.some((p) => f === p || f.startsWith(`${p} `))) return true;
  return f.split(' ').some((w) => WORDS.has(w));
}

/** "Computer Programming", "Non-degree student": text before a comma that names a subject, not a qualification. */
function isField(text: string): boolean {
  return fold(text)
    .split(' ')
    .some((w) => FIELDS.has(w));
}

const LEGACY_WITH_MONTHS = /(?:^|,|\s)\s*((?:\p{L}+\.?\s+)?\d{4}(?:\s*[-–]\s*(?:(?:\p{L}+\.?\s+)?\d{4}|\p{L}+))?)\s*$/u;
const LEGACY_YEARS = /(?:^|,|\s)\s*(\d{4}(?:\s*[-–]\s*(?:\d{4}|\p{L}+))?)\s*$/u;

function takeDates(text: string): { rest: string; dates?: DateRange } {
  // "·" comes back from OCR as "-" or "•".
  const modern = /\s*[·•\-–]\s*\(([^()]*)\)\s*$/.exec(text);
  if (modern) return { rest: text.slice(0, modern.index).trim(), dates: parseDateRange(modern[1]) ?? undefined };
  // Legacy "..., 2007 - 2011" or "..., May 2007 - June 2011"; OCR may lose the comma. A word before the year is
  // only a month if the whole thing then reads as dates, so try with it first and then without.
  for (const re of [LEGACY_WITH_MONTHS, LEGACY_YEARS]) {
    const m = re.exec(text);
    const dates = m && parseDateRange(m[1]);
    if (m && dates) return { rest: text.slice(0, m.index).replace(/,\s*$/, '').trim(), dates };
  }
  return { rest: text.trim() };
}

export function parseEducationText(text: string): EducationText {
  const { rest, dates } = takeDates(text);
  const out: EducationText = { dates };
  if (!rest) return out;
  const comma = rest.search(/\s*,\s/);
  const head = comma >= 0 ? rest.slice(0, comma).trim() : rest;
  const tailText =
    comma >= 0
      ? rest
          .slice(comma)
          .replace(/^\s*,\s*/, '')
          .trim()
      : '';
  // "Computer Science, Computer Science": the degree was typed as the field's name. Otherwise the part before the
  // first comma is the qualification (HAVO, Gymnasieeksamen, Titre Professionnel: no list holds them all) unless it
  // clearly names a subject.
  if (isDegree(head) || (tailText && (fold(head) === fold(tailText) || !isField(head)))) {
    out.studyType = head;
    if (tailText) out.area = tailText;
  } else out.area = rest;
  return out;
}
