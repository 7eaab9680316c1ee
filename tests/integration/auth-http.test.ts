// The local auth service at the HTTP level: GoTrue's wire details that supabase-js depends on, token claims,
// key persistence, logout scopes and the admin API for server code.
import { randomUUID } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAuth } from '../../edge/adapters/node/local-auth/index.ts';
import { type LocalAuthServer, startLocalAuthServer } from '../helpers/auth.ts';
import { eachDb } from '../helpers/db.ts';

// Reassigned per database by eachDb's suites, which run one after the other.
let srv: LocalAuthServer;

const email = () => `http-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'http-pass-123';
const JSON_HEADERS = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

function call(path: string, init: { method?: string; body?: unknown; token?: string; raw?: string } = {}) {
  return fetch(`${srv.url}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers: { ...JSON_HEADERS, apikey: 'local-anon-key', authorization: `Bearer ${init.token ?? 'local-anon-key'}` },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
}

async function signUp(address = email()) {
  const res = await call('/signup', { body: { email: address, password: PASSWORD, data: { first_name: 'Bo' } } });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; user: { id: string; email: string } };
}

async function login(address: string, password = PASSWORD) {
  return call('/token?grant_type=password', { body: { email: address, password } });
}

eachDb('local auth', (db) => {
  beforeAll(async () => {
    srv = await startLocalAuthServer({ sql: db.sql });
  });
  afterAll(async () => {
    await srv?.stop();
  });

  describe('over HTTP', () => {
    it('errors use the portable GoTrue body and headers', async () => {
      const res = await login(email());
      expect(res.status).toBe(400);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
      expect(await res.json()).toEqual({
        code: 'invalid_credentials',
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
        message: 'Invalid login credentials',
      });
    });

    it('answers CORS preflights for the headers supabase-js sends and exposes the API version', async () => {
      const res = await fetch(`${srv.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
        },
      });
      expect(res.status).toBe(204);
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
      for (const h of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version']) {
        expect(allowed).toContain(h);
      }
      const err = await fetch(`${srv.url}/auth/v1/user`, { headers: { origin: 'http://localhost:5173' } });
      expect(err.headers.get('access-control-allow-origin')).toBe('*');
      expect(err.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
    });

    it('rejects bad JSON, missing bearer tokens, garbage tokens and unknown grants', async () => {
      const bad = await call('/signup', { raw: '{"email":' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).code).toBe('bad_json');
      const none = await fetch(`${srv.url}/auth/v1/user`);
      expect(none.status).toBe(401);
      expect((await none.json()).code).toBe('no_authorization');
      const garbage = await call('/user', { method: 'GET', token: 'a.b.c' });
      expect(garbage.status).toBe(403);
      expect((await garbage.json()).code).toBe('bad_jwt');
      const grant = await call('/token?grant_type=magic', { body: {} });
      expect(grant.status).toBe(400);
      const missing = await call('/nope', { method: 'GET' });
      expect(missing.status).toBe(404);
      expect((await missing.json()).code).toBe('not_found');
    });

    it('issues access tokens with the claims GoTrue issues', async () => {
      const s = await signUp();
      const header = decodeProtectedHeader(s.access_token);
      const jwks = await (await fetch(`${srv.url}/auth/v1/.well-known/jwks.json`)).json();
      expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid: jwks.keys[0].kid });
      const c = decodeJwt(s.access_token);
      expect(c).toMatchObject({
        iss: `${srv.url}/auth/v1`,
        sub: s.user.id,
        aud: 'authenticated',
        email: s.user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { first_name: 'Bo' },
        role: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
      });
      expect(c.exp! - c.iat!).toBe(3600);
      expect(c.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(c.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    });

    it('publishes a cacheable JWKS with public keys only, and keeps the key across restarts', async () => {
      const res = await fetch(`${srv.url}/auth/v1/.well-known/jwks.json`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=600');
      const { keys } = await res.json();
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(keys[0]).not.toHaveProperty('d');
      const restarted = await createLocalAuth({ sql: srv.sql, publicUrl: srv.url });
      expect(restarted.jwks().keys[0].kid).toBe(keys[0].kid);
      const rows = await srv.sql.query<{ n: number }>('select count(*)::int as n from auth.signing_keys');
      expect(rows[0].n).toBe(1);
    });

    it('stores refresh tokens only as SHA-256 hashes', async () => {
      const s = await signUp();
      const rows = await srv.sql.query<{ token_hash: string }>(
        'select token_hash from auth.refresh_tokens where user_id = $1',
        [s.user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].token_hash).not.toContain(s.refresh_token);
    });

    it('logout scopes: local ends one session, others keeps it, global ends all', async () => {
      const address = email();
      await signUp(address);
      const sessions = [];
      for (let i = 0; i < 3; i++) sessions.push(await (await login(address)).json());
      const alive = async (s: { access_token: string }) =>
        (await call('/user', { method: 'GET', token: s.access_token })).status;

      expect((await call('/logout?scope=local', { token: sessions[0].access_token })).status).toBe(204);
      expect(await alive(sessions[0])).toBe(403);
      expect(await alive(sessions[1])).toBe(200);

      expect((await call('/logout?scope=others', { token: sessions[1].access_token })).status).toBe(204);
      expect(await alive(sessions[1])).toBe(200);
      expect(await alive(sessions[2])).toBe(403);

      expect((await call('/logout?scope=bogus', { token: sessions[1].access_token })).status).toBe(400);
      const fourth = await (await login(address)).json();
      expect((await call('/logout?scope=global', { token: sessions[1].access_token })).status).toBe(204);
      expect(await alive(sessions[1])).toBe(403);
      expect(await alive(fourth)).toBe(403);
    });

    it('two concurrent refreshes of one token: exactly one wins', async () => {
      const s = await signUp();
      const refresh = () => call('/token?grant_type=refresh_token', { body: { refresh_token: s.refresh_token } });
      const statuses = (await Promise.all([refresh(), refresh()])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 400]);
    });

    it('POST /recover answers 200 {} for known and unknown emails', async () => {
      const s = await signUp();
      for (const e of [s.user.email, email()]) {
        const res = await call('/recover', { body: { email: e } });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({});
      }
    });
  });

  describe('admin API', () => {
    it('findUserByEmail normalises the email and returns the user', async () => {
      const s = await signUp();
      const found = await srv.auth.admin.findUserByEmail(`  ${s.user.email.toUpperCase()}`);
      expect(found).toMatchObject({ id: s.user.id, email: s.user.email, user_metadata: { first_name: 'Bo' } });
      expect(await srv.auth.admin.findUserByEmail(email())).toBeNull();
    });

    it('setPassword replaces the password and revokes every session', async () => {
      const s = await signUp();
      expect(await srv.auth.admin.setPassword(s.user.id, 'reset-pass-789')).toBe(true);
      expect((await call('/user', { method: 'GET', token: s.access_token })).status).toBe(403);
      const refresh = await call('/token?grant_type=refresh_token', { body: { refresh_token: s.refresh_token } });
      expect(refresh.status).toBe(400);
      expect((await login(s.user.email)).status).toBe(400);
      expect((await login(s.user.email, 'reset-pass-789')).status).toBe(200);
      expect(await srv.auth.admin.setPassword(randomUUID(), 'reset-pass-789')).toBe(false);
      await expect(srv.auth.admin.setPassword(s.user.id, '123')).rejects.toMatchObject({ code: 'weak_password' });
    });

    it('deleteUser removes the user, its sessions and its tokens', async () => {
      const s = await signUp();
      expect(await srv.auth.admin.deleteUser(s.user.id)).toBe(true);
      expect(await srv.auth.admin.deleteUser(s.user.id)).toBe(false);
      expect((await login(s.user.email)).status).toBe(400);
      const left = await srv.sql.query('select 1 from auth.refresh_tokens where user_id = $1', [s.user.id]);
      expect(left).toHaveLength(0);
      // The email is free again.
      expect((await call('/signup', { body: { email: s.user.email, password: PASSWORD } })).status).toBe(200);
    });
  });
});
