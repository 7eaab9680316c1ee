// Dates and recruiter-view cuts for the result screens.

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** What a search result shows of a headline (about 65 characters) and the About before "see more" (about 300). */
export const VISIBLE = { headline: 65, about: 300 } as const;

export interface Cut {
  shown: string;
  hidden: number;
}

/**
 * Cuts at the last word boundary before `limit` (LinkedIn never breaks a word), trimming trailing punctuation and
 * spaces, so the preview looks like what a recruiter sees; `hidden` is how many characters they do not see.
 */
export function visiblePart(text: string, limit: number): Cut {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return { shown: clean, hidden: 0 };
  const slice = clean.slice(0, limit);
  const space = slice.lastIndexOf(' ');
  const cut = (space > limit * 0.6 ? slice.slice(0, space) : slice).replace(/[\s,;:.\-–—]+$/, '');
  return { shown: cut, hidden: clean.length - cut.length };
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}
