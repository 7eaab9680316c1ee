// Rate limits over HTTP (the client address is the socket's): sign-up and password sign-in on the local auth
// service (per IP, and per IP and email), the password reset request (per email) and analyze (per user) answer 429 with
// Retry-After once exhausted, in each surface's own error shape, and a refused analyze charges nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../edge/http/auth-limits.ts';
import { RESET_LIMITS } from '../../edge/routes/password-reset/limits.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { answer, overHttp, type Served } from '../fuzz/http.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

function expectRetryAfter(res: Response) {
  const wait = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(wait) && wait > 0, `Retry-After: ${res.headers.get('retry-after')}`).toBe(true);
}

eachDb('rate limits', (db) => {
  let http: Served;
  let t: Awaited<ReturnType<typeof testApp>>;
  const ANALYZE = { limit: 3, windowMs: 60_000 };

  beforeAll(async () => {
    t = await testApp(db.sql, { analyzeLimit: ANALYZE });
    http = await overHttp(t.app);
  });
  afterAll(() => http?.close());

  it('password sign-in: the 11th attempt on one email from one address is 429 in GoTrue shape, another email still gets through', async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.test`;
    await t.signUp(email);
    const attempt = (e: string) =>
      http.call('/auth/v1/token?grant_type=password', json({ email: e, password: 'guess-1234' }));
    for (let i = 0; i < AUTH_LIMITS.perIpAccount.limit; i++) expect((await attempt(email)).status).toBe(400);
    const limited = await attempt(email.toUpperCase());
    expect(limited.status).toBe(429);
    expectRetryAfter(limited);
    expect(await limited.json()).toMatchObject({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
    });
    // From this address the right password does not get through either while the window lasts (another address
    // does: attack-lockout.test.ts).
    expect(
      (await http.call('/auth/v1/token?grant_type=password', json({ email, password: 'correct horse battery' })))
        .status,
    ).toBe(429);
    expect((await attempt(`other-${email}`)).status).toBe(400);
  });

  it('sign-up: the 31st from one address in five minutes is 429, before any work is done', async () => {
    // Malformed bodies are counted too (the limit is checked first), and cost no password hashing.
    for (let i = 0; i < AUTH_LIMITS.perIp.limit; i++) {
      expect((await http.call('/auth/v1/signup', json({ email: `s${i}@example.test`, password: 'x' }))).status).toBe(
        422,
      );
    }
    const res = await http.call('/auth/v1/signup', json({ email: 'late@example.test', password: 'long enough 1' }));
    expect(res.status).toBe(429);
    expectRetryAfter(res);
    expect(await db.sql.query('select 1 from auth.users where email = $1', ['late@example.test'])).toEqual([]);
  });

  it('password reset request: the 6th for one email within a minute is 429 in the API error shape', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < RESET_LIMITS.requestPerEmail.limit; i++) {
      expect((await http.call('/api/password-reset/request', json({ email }))).status).toBe(200);
    }
    const res = await answer(await http.call('/api/password-reset/request', json({ email })));
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expectRetryAfter(await http.call('/api/password-reset/request', json({ email })));
  });

  it('analyze: past the per-user limit it is 429 with Retry-After, charges nothing, and other users are unaffected', async () => {
    // Signed up through app.request (no socket: another client address), so the sign-up limit above is not hit.
    const [a, b] = [
      await t.signUp(`an-a-${randomUUID().slice(0, 8)}@example.test`),
      await t.signUp(`an-b-${randomUUID().slice(0, 8)}@example.test`),
    ];
    await db.sql.query('update public.users set scans_remaining = 10 where supabase_id = any($1)', [[a.id, b.id]]);
    const body = { profile: fixtureInput('average'), file_type: 'pdf' };
    for (let i = 0; i < ANALYZE.limit; i++)
      expect((await http.call('/api/analyze', json(body, a.headers))).status).toBe(201);
    const limited = await http.call('/api/analyze', json(body, a.headers));
    expect(limited.status).toBe(429);
    expectRetryAfter(limited);
    expect(((await limited.json()) as any).error.code).toBe('RATE_LIMITED');
    const [row] = await db.sql.query<{ scans_used: number }>(
      'select scans_used from public.users where supabase_id = $1',
      [a.id],
    );
    expect(row.scans_used).toBe(ANALYZE.limit);
    expect((await http.call('/api/analyze', json(body, b.headers))).status).toBe(201);
  });
});
