// PostgreSQL cannot store two things JSON can carry: NUL (text columns refuse byte 0x00, jsonb refuses \u0000)
// and a lone UTF-16 surrogate (JSON.stringify writes it as "\ud800", which jsonb rejects as invalid input).
// Either one in a request used to surface as a 500 from the database; checking after validation makes it a 422
// that names the field. https://www.postgresql.org/docs/current/datatype-json.html (see "\u0000")

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorable(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/**
 * The dotted path of the first string (value or object key) PostgreSQL cannot store, or null when all can be.
 * Iterative, with each path built only when it is the answer: however deep the value, no stack is used up.
 */
export function unstorablePath(value: unknown): string | null {
  interface Item {
    value: unknown;
    key: string;
    parent: Item | null;
  }
  const pathOf = (item: Item | null, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at = item; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || '_';
  };
  const todo: Item[] = [{ value, key: '', parent: null }];
  for (let item = todo.pop(); item; item = todo.pop()) {
    const v = item.value;
    if (typeof v === 'string') {
      if (!isStorable(v)) return pathOf(item);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) todo.push({ value: v[i], key: String(i), parent: item });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (const [k] of entries) if (!isStorable(k)) return pathOf(item, '_key');
      for (let i = entries.length - 1; i >= 0; i--)
        todo.push({ value: entries[i][1], key: entries[i][0], parent: item });
    }
  }
  return null;
}

export const UNSTORABLE_MESSAGE = 'Contains characters that are not allowed (a NUL character or a broken surrogate).';
