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
  if (!isUuid(id) || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(created_at)) return null;
  if (Number.isNaN(Date.parse(created_at))) return null;
  return { created_at, id };
}
