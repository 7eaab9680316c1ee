// A zod 4 schema -> a fast-check arbitrary of values that (mostly) pass it. Read from the schema's own
// definition (`_zod.def`), so a field or limit added to a request schema is fuzzed without touching this file.
// Lengths are capped: the point is to get past validation into the handler, junk.ts covers the extremes.
import fc from 'fast-check';

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
  keyType?: Schema;
  valueType?: Schema;
  in?: Schema;
  out?: Schema;
};
export type Schema = { _zod: { def: Def } };

const CAP = 60;
// Letters people type, plus the ones that break naive code: quotes, angle brackets, RTL marks, emoji. (NUL and
// broken surrogates are junk.ts's business: valid-ish values should get past validation.)
const CHARS = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom("'", '"', '<', '>', '&', '\\', '\u202e', 'é', '😀', '\n') },
);
// Addresses a sign-up form accepts (fast-check's RFC-complete ones are mostly refused by z.email(), by design).
export const EMAIL = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}@[a-z0-9]{1,15}\.[a-z]{2,6}$/);

function checks(def: Def): Record<string, unknown>[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

function stringArb(def: Def): fc.Arbitrary<string> {
  const cs = checks(def);
  const min = Number(cs.find((c) => c.check === 'min_length')?.minimum ?? 0);
  const max = Number(cs.find((c) => c.check === 'max_length')?.maximum ?? 200);
  const fmt = (def.format ?? cs.find((c) => c.check === 'string_format')?.format) as string | undefined;
  const pattern = cs.find((c) => c.check === 'string_format')?.pattern as RegExp | string | undefined;
  if (fmt === 'email') return fc.oneof(EMAIL, fc.emailAddress()).filter((e) => e.length <= max);
  if (fmt === 'uuid') return fc.uuid();
  if (fmt === 'url') return fc.webUrl();
  if (pattern) return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length >= min && s.length <= max);
  const hi = Math.max(min, Math.min(max, min + CAP));
  return fc
    .array(CHARS, { minLength: min, maxLength: hi })
    .map((a) => a.join(''))
    .filter((s) => s.trim().length >= min && s.length <= max);
}

function numberArb(def: Def): fc.Arbitrary<number> {
  const cs = checks(def);
  const lo = cs.find((c) => c.check === 'greater_than')?.value as number | undefined;
  const hi = cs.find((c) => c.check === 'less_than')?.value as number | undefined;
  const int = cs.some((c) => c.check === 'number_format' && String(c.format).includes('int'));
  if (int) return fc.integer({ min: lo ?? -1e6, max: hi ?? 1e6 });
  return fc.double({ min: lo ?? -1e6, max: hi ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

const optionalKey = (s: Schema) => ['optional', 'default'].includes(s._zod.def.type);

export function zodArb(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return stringArb(def);
    case 'number':
      return numberArb(def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'optional':
    case 'default':
      return zodArb(def.innerType!, depth);
    case 'nullable':
      return fc.option(zodArb(def.innerType!, depth), { nil: null });
    case 'union':
      return fc.oneof(...def.options!.map((o) => zodArb(o, depth)));
    case 'pipe':
      // A transform's output type says nothing about input; a string format (z.email()) says the most.
      return def.out?._zod.def.type === 'string' ? zodArb(def.out, depth) : zodArb(def.in!, depth);
    case 'array':
      return fc.array(zodArb(def.element!, depth + 1), { maxLength: depth > 1 ? 2 : 4 });
    case 'record':
      return fc.dictionary(stringArb({ type: 'string' }), zodArb(def.valueType!, depth + 1), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape ?? {};
      const arbs = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, zodArb(v, depth + 1)]));
      const requiredKeys = Object.keys(shape).filter((k) => !optionalKey(shape[k]));
      return fc.record(arbs, { requiredKeys });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
