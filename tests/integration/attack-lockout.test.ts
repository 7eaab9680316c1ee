// Limits that a stranger must not be able to turn against someone else: per-address limits behind a reverse
// proxy (TRUST_PROXY names the header), wrong passwords from one address locking the owner out from another, and
// a mailbox flooded with reset mails. The real app over HTTP; the proxy's header is written by the test.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MemoryAccountThrottle } from '../../edge/adapters/memory-account-throttle.ts';
import { AUTH_LIMITS } from '../../edge/http/auth-limits.ts';
import { RESET_LIMITS } from '../../edge/routes/password-reset/limits.ts';
import { answer, overHttp, type Served } from '../fuzz/http.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';
import { harness, mailsTo } from './reset-harness.ts';

const PASSWORD = 'correct horse battery';
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

eachDb('lockouts', (db) => {
  let http: Served;
  let t: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    t = await testApp(db.sql, { config: { trustProxy: { header: 'x-forwarded-for', hops: 1 } } });
    http = await overHttp(t.app);
  });
  afterAll(() => http?.close());

  /** A password sign-in as the proxy forwards it for a client at `from`. */
  const signIn = (email: string, password: string, from: string) =>
    http.call('/auth/v1/token?grant_type=password', json({ email, password }, { 'x-forwarded-for': from }));

  it('behind a trusted proxy, thirty failed sign-ins from other clients lock no one else out', async () => {
    for (let i = 0; i < AUTH_LIMITS.perIp.limit; i++) {
      expect((await signIn(`nobody-${i}@example.test`, 'wrong', `198.51.100.${i + 1}`)).status).toBe(400);
    }
    const email = `proxied-${randomUUID().slice(0, 8)}@example.test`;
    await t.signUp(email);
    expect((await signIn(email, PASSWORD, '198.51.100.200')).status).toBe(200);
  });

  it('a client cannot dodge its own limit by writing its own X-Forwarded-For: the proxy appends the real one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.perIp.limit; i++) {
      statuses.push((await signIn(`spoof-${i}@example.test`, 'wrong', `10.0.${i}.1, 203.0.113.77`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('ten wrong passwords from one address do not lock the owner out from another', async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.test`;
    await t.signUp(email);
    for (let i = 0; i < 10; i++) expect((await signIn(email, `guess-${i}-xyz`, '203.0.113.10')).status).toBe(400);
    const again = await answer(await signIn(email, 'guess-again', '203.0.113.10'));
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('over_request_rate_limit');
    // The owner, from home.
    const owner = await answer(await signIn(email, PASSWORD, '192.0.2.44'));
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toBeTruthy();
  });

  it("after ten failures an account's wrong answers are slowed down (they take turns), never the right one", async () => {
    const waits: number[] = [];
    const slow = await testApp(db.sql, {
      config: { trustProxy: { header: 'x-forwarded-for', hops: 1 } },
      // Records each wait instead of sleeping through it, on a clock that stands still (so the waits do not
      // depend on how long each password check takes on this machine).
      accountThrottle: new MemoryAccountThrottle({
        sleep: async (ms) => void waits.push(ms),
        clock: { now: () => new Date(1_800_000_000_000) },
      }),
    });
    const served = await overHttp(slow.app);
    try {
      const email = `slowed-${randomUUID().slice(0, 8)}@example.test`;
      await slow.signUp(email);
      const attempt = (password: string, from: string) =>
        served.call('/auth/v1/token?grant_type=password', json({ email, password }, { 'x-forwarded-for': from }));
      // A guesser spread over many addresses, so no per-address limit is reached.
      for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`, `198.51.100.${i}`)).status).toBe(400);
      expect(waits).toEqual([]);
      // From here each wrong answer has its turn a second after the previous one (the first goes at once).
      for (let i = 10; i < 13; i++) expect((await attempt(`guess-${i}`, `198.51.100.${i}`)).status).toBe(400);
      expect(waits).toHaveLength(2);
      // The owner's right password is checked first and gets in without waiting behind the guesses.
      expect((await attempt(PASSWORD, '192.0.2.80')).status).toBe(200);
      expect(waits).toHaveLength(2);
      expect((await attempt('guess-13', '198.51.100.13')).status).toBe(400);
      expect(waits).toHaveLength(3);
      expect(waits).toEqual([1000, 2000, 3000]);
    } finally {
      await served.close();
    }
  });

  it('without TRUST_PROXY the header is ignored: every client is the socket it came from', async () => {
    const plain = await testApp(db.sql);
    const direct = await overHttp(plain.app);
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= AUTH_LIMITS.perIp.limit; i++) {
        const res = await direct.call(
          '/auth/v1/signup',
          json({ email: `direct-${i}@example.test`, password: 'x' }, { 'x-forwarded-for': `198.51.100.${i + 1}` }),
        );
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

eachDb('reset mail cap', (db) => {
  it('mails one address at most the daily cap, and answers the same whether or not the account exists', async () => {
    const h = await harness(db.sql);
    const email = `flooded-${randomUUID().slice(0, 8)}@example.test`;
    await h.signUp(email);
    const cap = RESET_LIMITS.mailsPerEmail.limit;
    const tasks: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void tasks.push(p), passThroughOnException() {}, props: {} };
    const request = async (to: string) => {
      const res = await h.app.request('/api/password-reset/request', json({ email: to }), undefined, ctx);
      return { status: res.status, body: await res.json() };
    };
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    // Just under the per-minute limits, minute after minute.
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < RESET_LIMITS.requestPerEmail.limit; i++) {
        known.push(await request(email));
        unknown.push(await request(`nobody-${email}`));
      }
      h.clock.advance(61_000);
    }
    await Promise.all(tasks);
    expect(new Set(known.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(known).toEqual(unknown);
    expect((known[0] as { status: number }).status).toBe(200);
    expect((await mailsTo(h.outbox, email)).length).toBe(cap);
    // The next day the owner can get a link again.
    h.clock.advance(24 * 3600_000);
    await request(email);
    await Promise.all(tasks);
    expect((await mailsTo(h.outbox, email)).length).toBe(cap + 1);
  });
});
