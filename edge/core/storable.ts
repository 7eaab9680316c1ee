// PostgreSQL cannot store two things JSON can carry: NUL (text columns refuse byte 0x00, jsonb refuses \u0000)
// and a lone UTF-16 surrogate (JSON.stringify writes it as "\ud800", which jsonb rejects as invalid input).
// Either one in a request used to surface as a 500 from the database; checking after validation makes it a 422
// that names the field. https://www.postgresql.org/docs/current/datatype-json.html (see "\u0000")

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorable(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/** The dotted path of the first string (value or object key) PostgreSQL cannot store, or null when all can be. */
export function unstorablePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path.join('.') || '_';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = unstorablePath(value[i], [...path, String(i)]);
      if (bad !== null) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!isStorable(k)) return [...path, '_key'].join('.');
      const bad = unstorablePath(v, [...path, k]);
      if (bad !== null) return bad;
    }
  }
  return null;
}

export const UNSTORABLE_MESSAGE = 'Contains characters that are not allowed (a NUL character or a broken surrogate).';
