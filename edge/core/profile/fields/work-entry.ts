import { joinParagraph } from '../blocks.ts';
import type { DateRange } from '../dates.ts';
import type { Line } from '../pipeline-types.ts';
import { looksLikeUrl, withScheme } from '../text.ts';

// A work entry being assembled by the experience parsers, and its conversion to the schema's shape.

export interface WorkEntry {
  name: string;
  position: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  url?: string;
  /** Screenshots: fields read from unsure words. */
  uncertain?: ('position' | 'name')[];
}

export interface RoleDraft {
  company: string;
  position: string;
  dates?: DateRange;
  location?: string;
  description: Line[];
}

export function finishRole(role: RoleDraft, columnRight: number): WorkEntry {
  const entry: WorkEntry = { name: role.company, position: role.position };
  if (role.location) entry.location = role.location;
  if (role.dates?.startDate) entry.startDate = role.dates.startDate;
  if (role.dates?.endDate && !role.dates.present) entry.endDate = role.dates.endDate;
  const summary = joinParagraph(role.description, columnRight);
  // A description that is only a web address is the company's site, not a description.
  if (summary && !summary.includes(' ') && looksLikeUrl(summary)) entry.url = withScheme(summary);
  else if (summary) entry.summary = summary;
  return entry;
}
