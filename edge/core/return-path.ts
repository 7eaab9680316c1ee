// Where the app may send a user back to after a detour (checkout and its way back): a path of this app only.
// Plain path characters and nothing else, so no scheme, no host ("//x", "/\x"), no query, no percent-escapes and
// no dot segments: resolved against the app's origin, it can only ever be a page of the app.

export const RETURN_PATH_MAX = 200;
// Segments never start with a dot and are joined by exactly one slash (one way to match: no backtracking).
const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
const PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`);

/** The path itself when it is safe to send the browser to, else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX || !PATH.test(value)) return null;
  return value;
}
