// Password reset, API side: request -> mail -> verify -> reset, single use, 1 hour, same answer
// for unknown addresses, 429 on the 6th request in a minute. Real app, real database, real local auth.
import { expect, it } from 'vitest';
import { RESET_REQUESTED } from '../../edge/core/password-reset.ts';
import { eachDb } from '../helpers/db.ts';
import { harness, mailsTo, tokenFrom, waitForMail } from './reset-harness.ts';

const OLD = 'correct horse battery';
const NEW = 'a brand new passphrase';

type H = Awaited<ReturnType<typeof harness>>;

async function login(h: H, email: string, password: string) {
  return h.post('/auth/v1/token?grant_type=password', { email, password });
}

async function requestLink(h: H, email: string): Promise<string> {
  const before = (await h.outbox.list(1))[0]?.id ?? 0;
  const res = await h.post('/api/password-reset/request', { email });
  expect(res.status).toBe(200);
  return tokenFrom(await waitForMail(h.outbox, email, before));
}

const verify = async (h: H, token: string) =>
  (await (await h.app.request(`/api/password-reset/verify?token=${encodeURIComponent(token)}`)).json()) as {
    valid: boolean;
  };

eachDb('password reset flow', (db) => {
  it('mails a single-use link that sets the new password and revokes every session', async () => {
    const h = await harness(db.sql);
    const email = 'reset.flow@example.test';
    await h.signUp(email);
    const session = (await (await login(h, email, OLD)).json()) as { refresh_token: string };

    const token = await requestLink(h, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await mailsTo(h.outbox, email);
    expect(mail.subject).toBe('Reset your Profile Score password');
    expect(mail.text).toContain(`http://app.test/reset-password?token=${token}`);
    expect(mail.html).toContain(`http://app.test/reset-password?token=${token}`);
    expect(mail.text).toContain('expires in 1 hour');
    // Only the hash is stored.
    const stored = await db.sql.query<{ token_hash: string }>('select token_hash from public.password_reset_tokens');
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);

    expect(await verify(h, token)).toEqual({ valid: true });
    const res = await h.post('/api/password-reset/reset', { token, password: NEW });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Your password has been reset successfully.' });

    expect((await login(h, email, NEW)).status).toBe(200);
    expect((await login(h, email, OLD)).status).toBe(400);
    const refreshed = await h.post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(400);

    // Used once: the same link is now invalid for verify and reset.
    expect(await verify(h, token)).toEqual({ valid: false });
    const again = await h.post('/api/password-reset/reset', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe('Invalid or expired password reset link.');
    expect((await login(h, email, NEW)).status).toBe(200);
  });

  it('mails an account that signed up and never opened the app (no API call yet)', async () => {
    const h = await harness(db.sql);
    const email = 'reset.never.opened@example.test';
    const signup = await h.post('/auth/v1/signup', { email, password: OLD, data: { first_name: 'Nia', plan: 'pro' } });
    expect(signup.status).toBe(200);
    const token = await requestLink(h, email);
    expect((await h.post('/api/password-reset/reset', { token, password: NEW })).status).toBe(200);
    expect((await login(h, email, NEW)).status).toBe(200);
    // The row the sign-up made is the one the API then serves: name and plan from the sign-up, nothing granted.
    const { access_token } = (await (await login(h, email, NEW)).json()) as { access_token: string };
    const me = await h.app.request('/api/me', { headers: { authorization: `Bearer ${access_token}` } });
    expect(await me.json()).toMatchObject({ first_name: 'Nia', subscription_tier: 'pending', scans_remaining: 0 });
  });

  it('expires a link after 1 hour', async () => {
    const h = await harness(db.sql);
    const email = 'reset.expiry@example.test';
    await h.signUp(email);
    const token = await requestLink(h, email);
    h.clock.advance(59 * 60_000);
    expect(await verify(h, token)).toEqual({ valid: true });
    h.clock.advance(60_001);
    expect(await verify(h, token)).toEqual({ valid: false });
    const res = await h.post('/api/password-reset/reset', { token, password: NEW });
    expect(res.status).toBe(400);
    expect((await login(h, email, OLD)).status).toBe(200);
  });

  it('closes every other open link once one of them is used', async () => {
    const h = await harness(db.sql);
    const email = 'reset.siblings@example.test';
    await h.signUp(email);
    const first = await requestLink(h, email);
    const second = await requestLink(h, email);
    expect(first).not.toBe(second);
    expect((await h.post('/api/password-reset/reset', { token: second, password: NEW })).status).toBe(200);
    expect(await verify(h, first)).toEqual({ valid: false });
    expect((await h.post('/api/password-reset/reset', { token: first, password: OLD })).status).toBe(400);
  });

  it('gives the link back when the auth service fails, so a retry works (503, not 500)', async () => {
    const h = await harness(db.sql);
    const email = 'reset.outage@example.test';
    await h.signUp(email);
    const token = await requestLink(h, email);
    const real = h.deps.passwordAdmin;
    h.deps.passwordAdmin = {
      setPassword: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    const failed = await h.post('/api/password-reset/reset', { token, password: NEW });
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');
    expect(await verify(h, token)).toEqual({ valid: true });
    h.deps.passwordAdmin = real;
    expect((await h.post('/api/password-reset/reset', { token, password: NEW })).status).toBe(200);
    expect((await login(h, email, NEW)).status).toBe(200);
  });

  it('lets exactly one of two concurrent resets with the same link through', async () => {
    const h = await harness(db.sql);
    const email = 'reset.race@example.test';
    await h.signUp(email);
    const token = await requestLink(h, email);
    const results = await Promise.all([
      h.post('/api/password-reset/reset', { token, password: 'first racer pass' }),
      h.post('/api/password-reset/reset', { token, password: 'second racer pass' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const h = await harness(db.sql);
    await h.signUp('known.person@example.test');
    const known = await h.post('/api/password-reset/request', { email: 'known.person@example.test' });
    const unknown = await h.post('/api/password-reset/request', { email: 'nobody.here@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const [a, b] = [await known.text(), await unknown.text()];
    expect(b).toBe(a);
    expect(JSON.parse(a)).toEqual({ ok: true, message: RESET_REQUESTED });
    const headers = (r: Response) =>
      [...r.headers.entries()].filter(([k]) => k !== 'x-request-id' && k !== 'date').sort();
    expect(headers(unknown)).toEqual(headers(known));
    const first = await waitForMail(h.outbox, 'known.person@example.test');
    // Deliveries run in request order: once a later request's mail is out, the unknown one has been handled.
    await h.post('/api/password-reset/request', { email: 'known.person@example.test' });
    await waitForMail(h.outbox, 'known.person@example.test', first.id);
    expect(await mailsTo(h.outbox, 'nobody.here@example.test')).toEqual([]);
    const tokens = await db.sql.query<{ n: number }>(
      `select count(*)::int as n from public.password_reset_tokens t join public.users u on u.supabase_id = t.user_id
       where u.email = 'known.person@example.test'`,
    );
    expect(tokens[0].n).toBe(2);
  });

  it('matches the address case-insensitively and with surrounding spaces', async () => {
    const h = await harness(db.sql);
    await h.signUp('mixed.case@example.test');
    const res = await h.post('/api/password-reset/request', { email: '  Mixed.CASE@Example.test ' });
    expect(res.status).toBe(200);
    await waitForMail(h.outbox, 'mixed.case@example.test');
  });

  it('limits one address to 5 requests a minute (the 6th gets 429 with Retry-After), known or not', async () => {
    const h = await harness(db.sql);
    await h.signUp('limited@example.test');
    for (const email of ['limited@example.test', 'limited.unknown@example.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await h.post('/api/password-reset/request', { email })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
    const res = await h.post('/api/password-reset/request', { email: 'limited@example.test' });
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    // Another address is unaffected; after the window the limited one works again.
    expect((await h.post('/api/password-reset/request', { email: 'other@example.test' })).status).toBe(200);
    h.clock.advance(60_000);
    expect((await h.post('/api/password-reset/request', { email: 'limited@example.test' })).status).toBe(200);
    expect((await mailsTo(h.outbox, 'limited@example.test')).length).toBeLessThanOrEqual(6);
  });

  it('limits one IP to 20 requests a minute across addresses', async () => {
    const h = await harness(db.sql);
    const ip = { 'cf-connecting-ip': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await h.post('/api/password-reset/request', { email: `ip${i}@example.test` }, ip)).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = { 'cf-connecting-ip': '203.0.113.8' };
    expect((await h.post('/api/password-reset/request', { email: 'ip0@example.test' }, other)).status).toBe(200);
  });
});
