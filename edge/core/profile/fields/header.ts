import { gapBefore } from '../blocks.ts';
import type { Layout, Line, Used } from '../pipeline-types.ts';
import { EMAIL_RE, joinWrapped } from '../text.ts';

// Top of the main column: name (largest text, may wrap), headline (may wrap), location (one line).
// Modern exports set the location with a little more space before it than between wrapped headline lines
// (1.28 x vs 1.2 x font size), which is how a two-line block is told apart: headline + location, or a long headline.

export interface Header {
  name: string;
  label?: string;
  location?: string;
  email?: string;
  /** Screenshots: header fields read from unsure words. */
  uncertain?: ('name' | 'label' | 'location')[];
}

const LOCATION_GAP = 1.24;

// Post-nominal letters people add to their display name ("Elisa Park, PharmD", "Jane Doe - SHRM-CP").
const CREDENTIAL_RE =
  /^(ph\.?d\.?|pharm\.?d\.?|m\.?d\.?|d\.?phil|ed\.?d|msc|m\.?sc|bsc|mba|emba|jd|esq\.?|cpa|cfa|pmp|rn|pe|p\.?eng|dds|dvm|mph|lcsw|[A-Z]{2,6}(-[A-Z]{2,4})?)$/i;
const SHOUTY_RE = /^[A-Z]{2,6}(-[A-Z]{2,4})?$/;

export function stripCredentials(name: string): string {
  const m = /^(.+?)(?:,\s*|\s+[-–|]\s+)([^,]+(?:,\s*[^,]+)*)$/.exec(name);
  if (!m || m[1].split(' ').length < 2) return name;
  const tokens = m[2].split(/[,\s]+/).filter(Boolean);
  const ok = tokens.every(
    (t) =>
      CREDENTIAL_RE.test(t) &&
      (SHOUTY_RE.test(t) || !/^[A-Z]{2,6}/.test(t) || /^(PhD|MBA|MD|JD|RN|PE|CPA|CFA|PMP)$/i.test(t)),
  );
  return ok ? m[1].trim() : name;
}

export function parseHeader(all: Line[], layout: Layout, used: Used): Header {
  const lines = all;
  if (!lines.length) return { name: '' };
  const nameSize = Math.max(...lines.map((l) => l.fontSize));
  const start = lines.findIndex((l) => l.fontSize >= nameSize * 0.92);
  let end = start;
  while (end + 1 < lines.length && lines[end + 1].fontSize >= nameSize * 0.92) end++;
  const nameLines = lines.slice(start, end + 1);
  const rest = lines.slice(end + 1);
  for (const l of nameLines) used.add(l.id);
  const header: Header = { name: stripCredentials(nameLines.map((l) => l.text).join(' ')) };

  const emailLine = rest.find((l) => EMAIL_RE.test(l.text) && !l.text.includes(' '));
  if (emailLine) {
    header.email = EMAIL_RE.exec(emailLine.text)?.[0];
    used.add(emailLine.id);
  }
  const body = rest.filter((l) => l !== emailLine);
  if (!body.length) return header;

  let labelLines = body;
  if (layout === 'modern' && body.length >= 2) {
    const last = body[body.length - 1];
    const gap = gapBefore(body[body.length - 2], last);
    if (gap !== null && gap > last.fontSize * LOCATION_GAP) {
      header.location = last.text;
      used.add(last.id);
      labelLines = body.slice(0, -1);
    }
  }
  // Legacy headers have no location line: everything under the name is the headline.
  header.label = labelLines.map((l) => l.text).reduce(joinWrapped, '');
  for (const l of labelLines) used.add(l.id);
  if (!header.label) delete header.label;
  return header;
}
