// Invalid and hostile inputs for the API fuzzer: wrong types, huge strings, odd unicode, nested junk,
// prototype-pollution keys, missing and extra fields, and mutations of otherwise valid values at any depth.
import fc from 'fast-check';

const POLLUTION = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF\uD800',
    '\u202E\u200B\uFEFF',
    '%00',
    '%',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the payload (Log4Shell probe)
    '${jndi:ldap://x}',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'null',
    'NaN',
    '-0',
    '1e309',
    '𝕳𝖊𝖑𝖑𝖔',
  ),
);

const hugeText = fc
  .constantFrom(1_000, 70_000, 600_000)
  .chain((n) => fc.constantFrom('x', 'é', '\u0000', '😀').map((c) => c.repeat(n)));

/** Any JSON-able value that is not what a schema wants. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: oddText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [{}], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(...POLLUTION).map((k) => JSON.parse(`{"${k}":{"polluted":true}}`)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 1500 }).map((d) => JSON.parse(`${'['.repeat(d)}${']'.repeat(d)}`)),
  },
);

type Json = unknown;

function paths(v: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (prefix.length > 6) return out;
  if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) paths(x, [...prefix, i], out);
  } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...prefix, k], out);
  return out;
}

function setAt(v: Json, path: (string | number)[], f: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return f(v);
  const [head, ...rest] = path;
  const copy: any = Array.isArray(v) ? [...v] : { ...(v as object) };
  const next = setAt(copy[head], rest, f);
  if (next === undefined) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete copy[head];
  } else copy[head] = next;
  return copy;
}

/** A valid value with one thing wrong: a field replaced by junk, removed, or joined by hostile keys. */
export function mutated(valid: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return fc
    .tuple(valid, fc.nat(), junkValue, fc.constantFrom('replace', 'delete', 'pollute', 'wrap', 'stringify'))
    .map(([v, pick, junk, how]) => {
      const all = paths(v);
      const path = all[pick % all.length];
      if (how === 'replace') return setAt(v, path, () => junk);
      if (how === 'delete') return path.length ? setAt(v, path, () => undefined) : {};
      if (how === 'wrap') return setAt(v, path, (old) => [old]);
      if (how === 'stringify') return setAt(v, path, (old) => JSON.stringify(old ?? null));
      const key = POLLUTION[pick % POLLUTION.length];
      // JSON.parse is the only way to get an own "__proto__" key, which is what arrives over the wire.
      return setAt(v, path, (old) => {
        const base = old && typeof old === 'object' && !Array.isArray(old) ? old : {};
        return { ...JSON.parse(`{"${key}":{"isAdmin":true,"subscription_tier":"pro"}}`), ...base };
      });
    });
}

/** Valid-ish (passes the schema), one-thing-wrong, or pure junk, in roughly equal parts. */
export function bodies(valid: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: mutated(valid) },
    { weight: 2, arbitrary: junkValue },
  );
}

/** Raw bodies that are not JSON at all (or claim a different type). */
export const rawBody = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '{"a":1}}', '\u0000', '\uFEFF{}', 'a=1&b=2', '<xml/>'),
  // Nesting far deeper than any JSON.stringify on this side could produce.
  fc.constantFrom(100_000, 400_000).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
  fc.constantFrom(50_000).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')),
);

export const oddString = oddText;

/** encodeURIComponent that survives lone surrogates (they become the raw bytes of one, which servers must refuse). */
export function encodePart(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return `%ED%A0%80${s.length}`;
  }
}
