// Bodies built to be expensive to walk: JSON nested tens of thousands of levels deep (which used to overflow the
// stack of a recursive check and answer 500) and JSON with tens of thousands of members. Every route that reads a
// JSON body refuses them with 400, a code and a message, before anything walks them; ordinary bodies still pass.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { JSON_LIMITS } from '../../edge/core/json-shape.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

/** `{"email":…,"x":[[[…]]]}`: 64 KB of nothing but nesting, as sent in the attack. */
export const deepJson = (levels = 32_000) =>
  `{"email":"a@example.com","password":"whatever1","refresh_token":"x","x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
/** Tens of thousands of members in one flat array (small enough for the auth service's 64 KB limit). */
export const wideJson = (members = 30_000) =>
  `{"email":"a@example.com","password":"whatever1","x":[${Array(members).fill('0').join(',')}]}`;

const AUTH_ROUTES = [
  ['POST', '/auth/v1/recover'],
  ['POST', '/auth/v1/signup'],
  ['POST', '/auth/v1/token?grant_type=password'],
  ['POST', '/auth/v1/token?grant_type=refresh_token'],
  ['PUT', '/auth/v1/user'],
] as const;

const API_ROUTES = [
  ['POST', '/api/create-checkout-session'],
  ['POST', '/api/analyze'],
  ['POST', '/api/contact'],
  ['POST', '/api/contact-sales'],
  ['POST', '/api/password-reset/request'],
  ['POST', '/api/password-reset/reset'],
  ['POST', '/api/update-subscription'],
  ['POST', `/api/analyses/${randomUUID()}/target`],
  ['POST', '/api/stripe/webhook'],
] as const;

eachDb('deep and wide JSON', (db) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await testApp(db.sql);
    ({ headers } = await t.signUp(`deep-${randomUUID().slice(0, 8)}@example.test`));
  });

  const send = (method: string, path: string, body: string) =>
    t.app.request(path, { method, headers: { ...headers, 'stripe-signature': 't=1,v1=x' }, body });

  it('the auth service refuses them with 400 bad_json and a message', async () => {
    for (const [method, path] of AUTH_ROUTES) {
      for (const [kind, body] of [
        ['deep', deepJson()],
        ['wide', wideJson()],
      ]) {
        const res = await send(method, path, body);
        expect(res.status, `${kind} ${path}`).toBe(400);
        const err = (await res.json()) as { code: string; msg: string };
        expect(err.code, `${kind} ${path}`).toBe('bad_json');
        expect(err.msg).toMatch(/nested more than|more than [\d,]+ values/);
      }
    }
  });

  it('the API refuses them with 400 BAD_REQUEST and a message', async () => {
    for (const [method, path] of API_ROUTES) {
      for (const [kind, body] of [
        ['deep', deepJson()],
        ['wide', wideJson(JSON_LIMITS.values + 1)],
      ]) {
        const res = await send(method, path, body);
        expect(res.status, `${kind} ${path}`).toBe(400);
        const err = (await res.json()) as { error: { code: string; message: string } };
        expect(err.error.code, `${kind} ${path}`).toBe('BAD_REQUEST');
        expect(err.error.message).toMatch(/nested more than|more than [\d,]+ values/);
      }
    }
  });

  it('bodies just inside the bounds are read as before', async () => {
    const nested = `{"email":"ok@example.test","x":${'['.repeat(JSON_LIMITS.depth - 1)}${']'.repeat(JSON_LIMITS.depth - 1)}}`;
    const res = await send('POST', `/api/analyses/${randomUUID()}/target`, nested);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    const signup = await send('POST', '/auth/v1/signup', deepJson(JSON_LIMITS.depth - 1));
    expect(signup.status).not.toBe(400);
    expect(signup.status).toBeLessThan(500);
  });
});
