// Auth attacks over HTTP against the whole app (API + local auth service on one socket), with tokens forged
// from a real user's real token: each defect alone must turn a working request into 401, create no row and
// charge no scan. A control request with the same forging code and no defect succeeds, so the forger is sound.
import { randomUUID } from 'node:crypto';
import { base64url, exportJWK, exportSPKI, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSigningKeys, type SigningKeys } from '../../edge/adapters/node/local-auth/keys.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { answer, overHttp, type Served } from '../fuzz/http.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

const claimsOf = (token: string): JWTPayload => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

eachDb('auth attacks', (db) => {
  let http: Served;
  let keys: SigningKeys;
  let user: { id: string; headers: Record<string, string>; token: string };
  let t: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    t = await testApp(db.sql);
    http = await overHttp(t.app);
    keys = await loadSigningKeys(db.sql);
    const u = await t.signUp(`attack-${randomUUID().slice(0, 8)}@example.test`);
    await db.sql.query('update public.users set scans_remaining = 5 where supabase_id = $1', [u.id]);
    user = { ...u, token: u.headers.authorization.slice(7) };
  });
  afterAll(() => http?.close());

  const analyze = JSON.stringify({ profile: fixtureInput('average'), file_type: 'pdf' });
  async function state(id: string) {
    const [u] = await db.sql.query<{ scans_used: number }>(
      'select scans_used from public.users where supabase_id = $1',
      [id],
    );
    const [{ n }] = await db.sql.query<{ n: number }>('select count(*)::int as n from public.analyses');
    return { user: u ?? null, analyses: n };
  }
  /** GET /api/me and POST /api/analyze with the token: both must be 401 UNAUTHORIZED with nothing written. */
  async function refused(token: string, subject = user.id) {
    const before = await state(subject);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (const [path, init] of [
      ['/api/me', { headers }],
      ['/api/analyze', { method: 'POST', headers, body: analyze }],
    ] as const) {
      const r = await answer(await http.call(path, init));
      expect(r.status, path).toBe(401);
      expect(r.body.error.code).toBe('UNAUTHORIZED');
    }
    expect(await state(subject)).toEqual(before);
  }
  /** The real token's claims, re-signed with `over` applied (ES256 with the service's own key unless told). */
  const forge = (over: JWTPayload = {}, key: CryptoKey | Uint8Array = keys.privateKey, alg = 'ES256') =>
    new SignJWT({ ...claimsOf(user.token), ...over }).setProtectedHeader({ alg, typ: 'JWT', kid: keys.kid }).sign(key);
  const now = () => Math.floor(Date.now() / 1000);

  it('control: the forger with no defect gives a token the API accepts', async () => {
    const res = await http.call('/api/me', { headers: { authorization: `Bearer ${await forge()}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { supabase_id: string }).supabase_id).toBe(user.id);
  });

  it('no token, an empty bearer, another scheme and a non-JWT are refused', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer', `Basic ${user.token}`, 'Bearer not.a.jwt']) {
      const r = await answer(await http.call('/api/me', { headers: authorization ? { authorization } : {} }));
      expect(r.status, String(authorization)).toBe(401);
      expect(r.body.error.code).toBe('UNAUTHORIZED');
    }
    await refused('not.a.jwt');
  });

  it('alg none (unsigned) is refused', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url.encode(JSON.stringify(claimsOf(user.token)));
    await refused(`${header}.${payload}.`);
    await refused(`${header}.${payload}`);
  });

  it('HS256 signed with the public key (PEM, JWK JSON, raw x) is refused', async () => {
    const pub = keys.jwks.keys[0];
    const pem = await exportSPKI((await importJWK(pub, 'ES256')) as CryptoKey);
    for (const secret of [pem, JSON.stringify(pub), JSON.stringify(keys.jwks), pub.x!]) {
      await refused(await forge({}, new TextEncoder().encode(secret), 'HS256'));
    }
  });

  it('expired and not-yet-valid tokens are refused', async () => {
    await refused(await forge({ iat: now() - 7200, exp: now() - 3600 }));
    await refused(await forge({ exp: now() - 60 }));
    await refused(await forge({ nbf: now() + 3600 }));
  });

  it('wrong issuer or audience, and missing exp or sub, are refused', async () => {
    await refused(await forge({ iss: 'https://evil.example/auth/v1' }));
    await refused(await forge({ iss: `${claimsOf(user.token).iss}/` }));
    await refused(await forge({ aud: 'anon' }));
    await refused(await forge({ aud: ['other'] }));
    const { exp: _e, ...noExp } = claimsOf(user.token);
    await refused(await new SignJWT(noExp).setProtectedHeader({ alg: 'ES256', kid: keys.kid }).sign(keys.privateKey));
  });

  it('a tampered payload (another user, a Pro plan) under the original signature is refused', async () => {
    const [h, , s] = user.token.split('.');
    const other = randomUUID();
    for (const over of [{ sub: other }, { user_metadata: { plan: 'pro' } }, { role: 'service_role' }]) {
      const p = base64url.encode(JSON.stringify({ ...claimsOf(user.token), ...over }));
      await refused(`${h}.${p}.${s}`, over.sub ?? user.id);
    }
    expect(await db.sql.query('select 1 from public.users where supabase_id = $1', [other])).toEqual([]);
  });

  it('a correctly signed token whose subject is not a user id is refused, not a server error', async () => {
    for (const sub of ['admin', 'not-a-uuid', `${user.id}x`, '00000000-0000-0000-0000-00000000000g']) {
      await refused(await forge({ sub }));
    }
  });

  it('sign-up metadata over 4 KB is refused (422), at sign-up and on update, and stores nothing', async () => {
    const email = `big-meta-${randomUUID().slice(0, 8)}@example.test`;
    const big = { first_name: 'x'.repeat(60_000) };
    const signup = await answer(
      await http.call('/auth/v1/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery', data: big }),
      }),
    );
    expect(signup.status).toBe(422);
    expect(signup.body.code).toBe('validation_failed');
    expect(await db.sql.query('select 1 from auth.users where email = $1', [email])).toEqual([]);
    const update = await answer(
      await http.call('/auth/v1/user', {
        method: 'PUT',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { bio: 'y'.repeat(5000) } }),
      }),
    );
    expect(update.status).toBe(422);
    // Small metadata still goes through.
    const ok = await http.call('/auth/v1/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { last_name: 'Smaller' } }),
    });
    expect(ok.status).toBe(200);
  });

  it("another key under the service's kid, or an attacker key embedded in the header, is refused", async () => {
    const attacker = await generateKeyPair('ES256', { extractable: true });
    await refused(await forge({}, attacker.privateKey));
    const jwk = await exportJWK(attacker.publicKey);
    const embedded = await new SignJWT(claimsOf(user.token))
      .setProtectedHeader({ alg: 'ES256', jwk, kid: 'attacker' })
      .sign(attacker.privateKey);
    await refused(embedded);
  });

  it("a deleted user's token is refused and never recreates the account", async () => {
    const v = await t.signUp(`deleted-${randomUUID().slice(0, 8)}@example.test`);
    const del = await http.call('/api/account', { method: 'DELETE', headers: v.headers });
    expect(del.status).toBe(204);
    await refused(v.headers.authorization.slice(7), v.id);
    expect(await db.sql.query('select 1 from public.users where supabase_id = $1', [v.id])).toEqual([]);
    expect(await db.sql.query('select 1 from auth.users where id = $1', [v.id])).toEqual([]);
    const who = await http.call('/auth/v1/user', { headers: v.headers });
    expect(who.status).toBe(403);
  });

  it('a refresh token reused after rotation fails and ends the whole session', async () => {
    const email = `rotate-${randomUUID().slice(0, 8)}@example.test`;
    await t.signUp(email);
    const grant = (type: string, body: object) =>
      http.call(`/auth/v1/token?grant_type=${type}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const first = await answer(await grant('password', { email, password: 'correct horse battery' }));
    expect(first.status).toBe(200);
    const second = await answer(await grant('refresh_token', { refresh_token: first.body.refresh_token }));
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);

    const replay = await answer(await grant('refresh_token', { refresh_token: first.body.refresh_token }));
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('refresh_token_already_used');
    // The replay revoked the family: the legitimate newer token is dead too, and so is the session.
    const newer = await answer(await grant('refresh_token', { refresh_token: second.body.refresh_token }));
    expect(newer.status).toBe(400);
    const sessionId = claimsOf(second.body.access_token).session_id;
    const user2 = await http.call('/auth/v1/user', {
      headers: { authorization: `Bearer ${second.body.access_token}` },
    });
    expect(user2.status).toBe(403);
    const live = await db.sql.query('select 1 from auth.refresh_tokens where session_id = $1 and not revoked', [
      sessionId,
    ]);
    expect(live).toEqual([]);
  });
});
