// Sign-out means signed out: an access token whose session was ended (global sign-out, a password reset, a
// refresh token replayed after rotation) stops working on the API within the documented bound of 60 seconds,
// though the token itself is still unexpired. Real app over HTTP, real local auth, a clock the test moves.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answer, overHttp, type Served } from '../fuzz/http.ts';
import { eachDb } from '../helpers/db.ts';
import { harness, tokenFrom, waitForMail } from './reset-harness.ts';

const PASSWORD = 'correct horse battery';
const BOUND_MS = 60_000;

eachDb('revoked sessions', (db) => {
  let h: Awaited<ReturnType<typeof harness>>;
  let http: Served;

  beforeAll(async () => {
    h = await harness(db.sql);
    http = await overHttp(h.app);
  });
  afterAll(() => http?.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    http.call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function signIn(email: string, password = PASSWORD) {
    const r = await answer(await post('/auth/v1/token?grant_type=password', { email, password }));
    expect(r.status).toBe(200);
    return r.body as { access_token: string; refresh_token: string };
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = async (token: string) => (await http.call('/api/me', { headers: bearer(token) })).status;
  const analyses = async (token: string) => (await http.call('/api/analyses', { headers: bearer(token) })).status;

  async function account() {
    const email = `session-${randomUUID().slice(0, 8)}@example.test`;
    await h.signUp(email);
    return email;
  }

  it('global sign-out: every token of the user is refused on the API once the bound has passed', async () => {
    const email = await account();
    const [a, b] = [await signIn(email), await signIn(email)];
    expect(await me(a.access_token)).toBe(200);
    expect(await me(b.access_token)).toBe(200);
    expect((await post('/auth/v1/logout?scope=global', {}, bearer(a.access_token))).status).toBe(204);
    h.clock.advance(BOUND_MS);
    for (const t of [a, b]) {
      const r = await answer(await http.call('/api/me', { headers: bearer(t.access_token) }));
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe('UNAUTHORIZED');
      expect(await analyses(t.access_token)).toBe(401);
    }
  });

  it('local sign-out ends only that session', async () => {
    const email = await account();
    const [a, b] = [await signIn(email), await signIn(email)];
    expect((await post('/auth/v1/logout?scope=local', {}, bearer(a.access_token))).status).toBe(204);
    h.clock.advance(BOUND_MS);
    expect(await me(a.access_token)).toBe(401);
    expect(await me(b.access_token)).toBe(200);
  });

  it('a password reset ends every session, and the new sign-in works', async () => {
    const email = await account();
    const old = await signIn(email);
    expect(await me(old.access_token)).toBe(200);
    const before = (await h.outbox.list(1))[0]?.id ?? 0;
    expect((await post('/api/password-reset/request', { email })).status).toBe(200);
    const token = tokenFrom(await waitForMail(h.outbox, email, before));
    expect((await post('/api/password-reset/reset', { token, password: 'a brand new passphrase' })).status).toBe(200);
    h.clock.advance(BOUND_MS);
    expect(await me(old.access_token)).toBe(401);
    expect(await me((await signIn(email, 'a brand new passphrase')).access_token)).toBe(200);
  });

  it('a replayed refresh token ends the session its access tokens belong to', async () => {
    const email = await account();
    const first = await signIn(email);
    const rotated = await answer(
      await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: first.refresh_token }),
    );
    expect(rotated.status).toBe(200);
    const replay = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: first.refresh_token });
    expect(replay.status).toBe(400);
    h.clock.advance(BOUND_MS);
    expect(await me(first.access_token)).toBe(401);
    expect(await me(rotated.body.access_token)).toBe(401);
  });
});
