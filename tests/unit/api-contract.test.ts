// One definition per endpoint (edge/core/api.ts): the server registers every route from it, and a handler's answer
// is tied to the endpoint's response schema by the type checker (edge/http/route.ts). The `@ts-expect-error` lines
// below are checked by `npm run typecheck` (tsc -b): if any of them compiled, tsc would report the unused directive.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApi } from '../../edge/app.ts';
import { endpoints } from '../../edge/core/api.ts';
import type { AppEnv } from '../../edge/http/context.ts';
import { route } from '../../edge/http/route.ts';

describe('the endpoint table', () => {
  it('is what the API serves: every endpoint is a route with its method and path', () => {
    const served = new Set(createApi().routes.map((r) => `${r.method} ${r.path}`));
    const missing = Object.entries(endpoints)
      .map(([name, e]) => [name, `${e.method} ${e.path}`])
      .filter(([, key]) => !served.has(key));
    expect(missing).toEqual([]);
  });

  it('names each method and path once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a handler and its answer schema', () => {
  const app = new Hono<AppEnv>();

  it('register when the answer is the schema', () => {
    route(app, endpoints.continueFree, {}, (c) => c.json({ subscription_tier: 'free' as const }));
    route(app, endpoints.deleteAccount, {}, (c) => c.body(null, 204));
    expect(app.routes.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /continue-free', 'DELETE /account']);
  });

  it('do not compile when they disagree', () => {
    const wrong = new Hono<AppEnv>();
    // @ts-expect-error a value the schema does not allow
    route(wrong, endpoints.continueFree, {}, (c) => c.json({ subscription_tier: 'pro' as const }));
    // @ts-expect-error a field of the schema missing from the answer
    route(wrong, endpoints.billingPortal, {}, (c) => c.json({ link: 'https://example.com' }));
    // @ts-expect-error a field the schema does not have, beside the ones it has
    route(wrong, endpoints.billingPortal, {}, (c) => c.json({ url: 'https://example.com', secret: 'x' }));
    // @ts-expect-error a body where the endpoint answers 204 with none
    route(wrong, endpoints.deleteAccount, {}, (c) => c.json({ ok: true }));
    // The schema changed without its handler: a required field added.
    const changed = { ...endpoints.billingPortal, response: z.object({ url: z.string(), expires_at: z.string() }) };
    // @ts-expect-error the handler still answers the old shape
    route(wrong, changed, {}, (c) => c.json({ url: 'https://example.com' }));
    // @ts-expect-error a body-less endpoint has no validated body to read
    route(wrong, endpoints.billingPortal, {}, (c) => c.json({ url: c.req.valid('json') }));
    expect(wrong.routes).toHaveLength(6);
  });
});
