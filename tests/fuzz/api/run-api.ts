// The API fuzzer: every endpoint in the app's route table (plus unknown paths and wrong methods), N seeded
// fast-check cases each, anonymous and signed in (free and Pro users, garbage tokens), every response checked
// by check.ts. Runs in-process (app.request) over whatever database the caller opened.
import fc from 'fast-check';
import type { Sql } from '../../../edge/adapters/db/sql.ts';
import { checkResponse } from './check.ts';
import { type EndpointSpec, junkParam, KNOWN, shapeFor } from './endpoints.ts';
import { type FuzzUser, fuzzApp } from './fuzz-app.ts';
import { encodePart, junkValue, oddString, rawBody } from './junk.ts';

export interface Endpoint {
  method: string;
  path: string;
  spec: EndpointSpec;
}

export interface EndpointResult {
  endpoint: string;
  cases: number;
  statuses: Record<number, number>;
  failures: { problem: string; request: string }[];
}

// Signing in again after each of these (they end the session or the account under test).
export const DESTRUCTIVE = new Set(['DELETE /api/account', 'POST /auth/v1/logout', 'PUT /auth/v1/user']);
const UNKNOWN = '/api/<unknown>';

/** The app's routes, deduplicated, without middleware entries; plus a pseudo-endpoint for unknown paths. */
export function discover(routes: { method: string; path: string }[]): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const r of routes) {
    if (r.method === 'ALL' || r.path.endsWith('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (!seen.has(key)) seen.set(key, { method: r.method, path: r.path, spec: KNOWN[key] ?? {} });
  }
  return [...seen.values(), { method: 'ANY', path: UNKNOWN, spec: {} }];
}

type Auth = 'none' | 'free' | 'pro' | 'garbage' | 'basic' | 'huge';

interface Case {
  auth: Auth;
  params: Record<string, string>;
  query: Record<string, string>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string | null } | { kind: 'none' };
  headers: Record<string, string>;
  own: boolean;
  method: string;
  junkPath: string;
}

function caseArb(e: Endpoint): fc.Arbitrary<Case> {
  const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = fc.record(Object.fromEntries(names.map((n) => [n, e.spec.params?.[n] ?? junkParam])));
  const json = (e.spec.body ?? junkValue).map((value) => ({ kind: 'json' as const, value }));
  const raw = fc
    .tuple(rawBody, fc.constantFrom('application/json', 'text/plain', null, 'application/x-www-form-urlencoded'))
    .map(([text, type]) => ({ kind: 'raw' as const, text, type }));
  return fc.record({
    auth: fc.constantFrom<Auth>('none', 'free', 'free', 'pro', 'pro', 'garbage', 'basic', 'huge'),
    params,
    query: e.spec.query ?? fc.dictionary(oddString, oddString, { maxKeys: 2 }),
    body: fc.oneof(
      { weight: 6, arbitrary: json },
      { weight: 1, arbitrary: raw },
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    ),
    headers: e.spec.headers ?? fc.constant({}),
    // Half the id-taking cases use the caller's own row, so handlers get past "not found".
    own: fc.boolean(),
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
    junkPath: fc.oneof(fc.webPath(), oddString.map(encodePart)),
  });
}

function toRequest(e: Endpoint, c: Case, users: { free: FuzzUser; pro: FuzzUser }): [string, RequestInit] {
  const me = c.auth === 'pro' ? users.pro : users.free;
  let path =
    e.path === UNKNOWN
      ? `/api/${c.junkPath.replace(/^\/+/, '')}`
      : e.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, n) => (c.own && n === 'id' ? me.analysisId : c.params[n]));
  const qs = new URLSearchParams(c.query).toString();
  if (qs) path += `?${qs}`;
  // Header values travel as bytes: non-Latin-1 text arrives as its UTF-8 bytes, and CR/LF/NUL cannot arrive at all.
  const byteString = (v: string) =>
    Buffer.from(v, 'utf8')
      .toString('latin1')
      .replace(/[\r\n\0]/g, '')
      .trim();
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(c.headers).map(([k, v]) => [k, byteString(v)]),
  );
  const tokens: Record<Auth, string | undefined> = {
    none: undefined,
    free: `Bearer ${users.free.token}`,
    pro: `Bearer ${users.pro.token}`,
    garbage: 'Bearer eyJhbGciOiJub25lIn0.e30.',
    basic: 'Basic dXNlcjpwYXNz',
    huge: `Bearer ${'A'.repeat(8000)}`,
  };
  if (tokens[c.auth]) headers.authorization = tokens[c.auth]!;
  const method = e.method === 'ANY' ? c.method : e.method;
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'HEAD' && c.body.kind !== 'none') {
    if (c.body.kind === 'json') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(c.body.value) ?? 'null';
    } else {
      if (c.body.type) headers['content-type'] = c.body.type;
      init.body = c.body.text;
    }
  }
  return [path, init];
}

export interface ApiFuzzOptions {
  seed: number;
  cases: number;
  /** Only endpoints whose "METHOD /path" contains this. */
  filter?: string;
  onEndpoint?: (r: EndpointResult) => void;
}

export async function runApiFuzz(sql: Sql, opts: ApiFuzzOptions): Promise<EndpointResult[]> {
  const f = await fuzzApp(sql);
  const endpoints = discover(f.app.routes).filter((e) => !opts.filter || `${e.method} ${e.path}`.includes(opts.filter));
  const results: EndpointResult[] = [];
  let users = { free: await f.user('free'), pro: await f.user('pro') };
  try {
    for (const [i, e] of endpoints.entries()) {
      const key = `${e.method} ${e.path}`;
      // Endpoints with their own budget (per 1,000) scale with the run.
      const n = e.spec.cases ? Math.min(opts.cases, Math.ceil((e.spec.cases * opts.cases) / 1000)) : opts.cases;
      const shape = shapeFor(e.path, e.spec);
      const r: EndpointResult = { endpoint: key, cases: 0, statuses: {}, failures: [] };
      for (const c of fc.sample(caseArb(e), { seed: opts.seed + i, numRuns: n })) {
        const [path, init] = toRequest(e, c, users);
        const res = await f.app.request(path, init);
        r.cases++;
        r.statuses[res.status] = (r.statuses[res.status] ?? 0) + 1;
        const problem = await checkResponse(res, shape, e.spec.onlyStatus);
        if (problem && r.failures.length < 5) {
          const body = typeof init.body === 'string' ? init.body.slice(0, 300) : '';
          r.failures.push({ problem, request: `${init.method} ${path.slice(0, 200)} auth=${c.auth} body=${body}` });
        } else if (problem) r.failures.push({ problem, request: '' });
      }
      if (DESTRUCTIVE.has(key)) users = { free: await f.user('free'), pro: await f.user('pro') };
      results.push(r);
      opts.onEndpoint?.(r);
    }
  } finally {
    await f.close();
  }
  return results;
}
