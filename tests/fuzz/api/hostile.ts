// Requests built to cost the server or trip its parsers, sent to every endpoint: JSON nested deeper than any walk
// can take and JSON with tens of thousands of members (as raw text: JSON.stringify itself cannot write them),
// paths with broken percent-encoding, and dates that do not exist (30 February, year 0, hour 24) in every query
// parameter and every string of an otherwise valid body. The static file server gets the broken paths too.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { Hono } from 'hono';
import { serveWeb } from '../../../edge/adapters/node/static.ts';
import type { Endpoint } from './run-api.ts';

const UUID = '00000000-0000-4000-8000-000000000000';

/** Nesting as raw text: arrays, objects or both, at a depth from just over the bound to 64 KB of it. */
export const deepJsonText = fc
  .record({
    levels: fc.oneof(fc.integer({ min: 33, max: 200 }), fc.integer({ min: 1_000, max: 21_000 })),
    open: fc.constantFrom('[', '{"a":', '[{"a":'),
    inside: fc.constantFrom('', '1', '"x"', 'null'),
  })
  .map(({ levels, open, inside }) => {
    const close = open === '[' ? ']' : open === '{"a":' ? '}' : '}]';
    const reps = Math.max(1, Math.floor(levels / (open === '[{"a":' ? 2 : 1)));
    // The attack's shape: a plausible body with the nesting under one key.
    return `{"email":"fuzz@example.test","password":"long enough 1","x":${open.repeat(reps)}${inside}${close.repeat(reps)}}`;
  });

/** Tens of thousands of members: one flat array, or one object with that many keys. */
export const wideJsonText = fc
  .record({ members: fc.integer({ min: 20_001, max: 31_000 }), kind: fc.constantFrom('array', 'object') })
  .map(({ members, kind }) => {
    const inner =
      kind === 'array'
        ? Array(members).fill('0').join(',')
        : Array.from({ length: members }, (_, i) => `"${i.toString(36)}":0`).join(',');
    return kind === 'array' ? `{"email":"fuzz@example.test","x":[${inner}]}` : `{${inner}}`;
  });

const BROKEN_ESCAPES = ['%', '%%', '%E0%A4%A', '%E0', '%ZZ', '%C0%AE', '%FF%FE', '%ED%A0%80', '%00', '%2', '%u0041'];

/** A path with a broken percent-escape put in one of its segments (or added as one). */
export function brokenPath(path: string): fc.Arbitrary<string> {
  return fc.record({ esc: fc.constantFrom(...BROKEN_ESCAPES), where: fc.nat(), prefix: fc.boolean() }).map((c) => {
    const parts = path.split('/');
    const at = 1 + (c.where % Math.max(1, parts.length - 1));
    parts[at] = c.prefix ? `${c.esc}${parts[at] ?? ''}` : `${parts[at] ?? ''}${c.esc}`;
    return parts.join('/');
  });
}

const IMPOSSIBLE = [
  '2024-02-30T12:00:00Z',
  '2023-02-29T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2025-13-01T00:00:00Z',
  '2025-01-01T24:00:00Z',
  '2025-04-31T10:00:00.000Z',
  '2025-01-01T00:60:00Z',
  '9999-12-31T23:59:60Z',
  '+275760-09-13T00:00:01Z',
  '-000001-01-01T00:00:00Z',
  '2024-02-30',
  '0000-00',
  '2025-00',
];

export const impossibleDate = fc.oneof(
  fc.constantFrom(...IMPOSSIBLE),
  fc.constantFrom(...IMPOSSIBLE).map((d) => `${d}_${UUID}`),
);

/** Every string in `value` (keys kept) replaced, now and then, by a date that does not exist. */
export function withImpossibleDates(value: unknown, dates: string[]): unknown {
  let i = 0;
  const next = () => dates[i++ % dates.length];
  // Iterative, like the server's own walks: the values here are the endpoint's own (shallow) bodies.
  const root = { v: value };
  const todo: [Record<string, unknown> | unknown[], string | number][] = [[root as Record<string, unknown>, 'v']];
  while (todo.length) {
    const [holder, key] = todo.pop()!;
    const v = (holder as Record<string | number, unknown>)[key];
    if (typeof v === 'string') (holder as Record<string | number, unknown>)[key] = next();
    else if (Array.isArray(v)) for (let k = 0; k < v.length; k++) todo.push([v, k]);
    else if (v && typeof v === 'object') for (const k of Object.keys(v)) todo.push([v as Record<string, unknown>, k]);
  }
  return root.v;
}

/** The query parameters any route reads dates or cursors from, and a few it does not. */
export const dateQuery = fc
  .record({
    names: fc.subarray(['cursor', 'since', 'until', 'before', 'after', 'date', 'created_at']),
    d: impossibleDate,
  })
  .map(({ names, d }) => Object.fromEntries((names.length ? names : ['cursor']).map((n) => [n, d])));

export type HostileKind = 'deep' | 'wide' | 'path' | 'date';

/** The node server's static file handler over a tiny built app, for the broken paths outside /api. */
export function staticApp() {
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'app-paths.json'), JSON.stringify(['/', '/pricing', '/analysis/$id']));
  return new Hono().use('*', serveWeb(dir));
}

export const STATIC_PATHS = ['/', '/assets/app.js', '/analysis/123', '/pricing', '/dashboard'];

export function fillParams(e: Endpoint, id: string): string {
  return e.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, n) => (n === 'id' ? id : 'x'));
}
