// The history list's page cursor: the last row's time and id, newest first. Plain text rather than an encoding:
// it only ever points into the caller's own rows, so there is nothing in it to hide.
import { isUuid } from '../ids.ts';

export interface Cursor {
  created_at: string;
  id: string;
}

const SEP = '_';

export function encodeCursor(row: Cursor): string {
  return `${row.created_at}${SEP}${row.id}`;
}

export function decodeCursor(text: string): Cursor | null {
  const at = text.lastIndexOf(SEP);
  if (at < 0) return null;
  const created_at = text.slice(0, at);
  const id = text.slice(at + 1);
  if (!isUuid(id) || !isRealInstant(created_at)) return null;
  return { created_at, id };
}

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/;

/**
 * A UTC time that exists: Date.parse rolls 30 February over into March and takes year 0, both of which PostgreSQL
 * refuses, so every field must come back unchanged from a round trip through Date (years 1 to 9999).
 */
function isRealInstant(text: string): boolean {
  const m = INSTANT.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number);
  if (y < 1) return false;
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d);
  at.setUTCHours(h, mi, s);
  return (
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === mo - 1 &&
    at.getUTCDate() === d &&
    at.getUTCHours() === h &&
    at.getUTCMinutes() === mi &&
    at.getUTCSeconds() === s
  );
}
