// The hostile half of the API fuzzer (hostile.ts): deep and wide JSON, broken percent-encoding and impossible dates
// against every endpoint in the route table, anonymous and signed in, plus the broken paths against the static
// file server. Every response is held to check.ts, so any 5xx is a failure.
import fc from 'fast-check';
import type { Sql } from '../../../edge/adapters/db/sql.ts';
import { checkResponse } from './check.ts';
import { shapeFor } from './endpoints.ts';
import { fuzzApp } from './fuzz-app.ts';
import {
  brokenPath,
  dateQuery,
  deepJsonText,
  fillParams,
  type HostileKind,
  impossibleDate,
  STATIC_PATHS,
  staticApp,
  wideJsonText,
  withImpossibleDates,
} from './hostile.ts';
import { DESTRUCTIVE, discover, type EndpointResult } from './run-api.ts';

export const HOSTILE_KINDS: HostileKind[] = ['deep', 'wide', 'path', 'date'];

export interface HostileOptions {
  seed: number;
  /** Cases per endpoint and kind (endpoints with a budget of their own get fewer, as in run-api.ts). */
  cases: number;
  filter?: string;
  onEndpoint?: (r: EndpointResult) => void;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

export async function runHostileFuzz(sql: Sql, opts: HostileOptions): Promise<EndpointResult[]> {
  const f = await fuzzApp(sql);
  const endpoints = discover(f.app.routes).filter(
    (e) => e.method !== 'ANY' && (!opts.filter || `${e.method} ${e.path}`.includes(opts.filter)),
  );
  const results: EndpointResult[] = [];
  let users = { free: await f.user('free'), pro: await f.user('pro') };
  const record = async (r: EndpointResult, res: Response, shape: 'api' | 'gotrue' | 'page', what: string) => {
    r.cases++;
    r.statuses[res.status] = (r.statuses[res.status] ?? 0) + 1;
    const problem = await checkResponse(res, shape);
    if (problem) r.failures.push({ problem, request: r.failures.length < 5 ? what.slice(0, 300) : '' });
  };
  try {
    for (const [i, e] of endpoints.entries()) {
      const key = `${e.method} ${e.path}`;
      const n = e.spec.cases ? Math.max(1, Math.ceil((e.spec.cases * opts.cases) / 1000)) : opts.cases;
      const shape = shapeFor(e.path, e.spec);
      const r: EndpointResult = { endpoint: `${key} (hostile)`, cases: 0, statuses: {}, failures: [] };
      for (const [k, kind] of HOSTILE_KINDS.entries()) {
        const seed = opts.seed * 1000 + i * 10 + k;
        const samples = fc.sample(caseArb(kind, e.spec.body), { seed, numRuns: n });
        for (const [j, c] of samples.entries()) {
          const me = j % 3 === 0 ? null : j % 3 === 1 ? users.free : users.pro;
          const headers: Record<string, string> = me ? { authorization: `Bearer ${me.token}` } : {};
          const filled = fillParams(e, me?.analysisId ?? 'x');
          let path = c.path ? c.path(filled) : filled;
          if (c.query) path += `?${new URLSearchParams(c.query)}`;
          const init: RequestInit = { method: e.method, headers };
          if (c.body !== undefined) {
            if (hasBody(e.method)) {
              headers['content-type'] = 'application/json';
              init.body = c.body;
            } else path += `${path.includes('?') ? '&' : '?'}q=${encodeURIComponent(c.body.slice(0, 8000))}`;
          }
          // A broken path may no longer name an API route at all: the app's fallback (in production the static
          // file server) answers it, in its own shape; only a 5xx is a failure then.
          const held = kind === 'path' ? 'page' : shape;
          await record(r, await f.app.request(path, init), held, `${kind}: ${e.method} ${path} ${init.body ?? ''}`);
        }
      }
      if (DESTRUCTIVE.has(key)) users = { free: await f.user('free'), pro: await f.user('pro') };
      results.push(r);
      opts.onEndpoint?.(r);
    }
    // The static file server: every broken path is a 400, never a 500.
    const web = staticApp();
    const r: EndpointResult = { endpoint: 'GET /* (static files, hostile)', cases: 0, statuses: {}, failures: [] };
    for (const [i, p] of STATIC_PATHS.entries()) {
      for (const broken of fc.sample(brokenPath(p), { seed: opts.seed * 1000 + 900 + i, numRuns: opts.cases })) {
        await record(r, await web.request(broken), 'page', `GET ${broken}`);
      }
    }
    results.push(r);
    opts.onEndpoint?.(r);
  } finally {
    await f.close();
  }
  return results;
}

interface HostileCase {
  body?: string;
  query?: Record<string, string>;
  path?: (filled: string) => string;
}

function caseArb(kind: HostileKind, body: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<HostileCase> {
  switch (kind) {
    case 'deep':
      return deepJsonText.map((text) => ({ body: text }));
    case 'wide':
      return wideJsonText.map((text) => ({ body: text }));
    case 'path':
      // The escape is chosen per case; the path is filled in per request (the caller's own ids).
      return fc
        .nat()
        .map((seed) => ({ path: (filled: string) => fc.sample(brokenPath(filled), { seed, numRuns: 1 })[0] }));
    case 'date':
      return fc
        .record({
          value: body ?? fc.constant({}),
          dates: fc.array(impossibleDate, { minLength: 1, maxLength: 4 }),
          query: dateQuery,
        })
        .map(({ value, dates, query }) => ({
          body: JSON.stringify(withImpossibleDates(structuredClone(value), dates)) ?? 'null',
          query,
        }));
  }
}
