// API fuzzing, short run: every endpoint in the app's route table (found at run time, so new ones are covered),
// seeded fast-check cases driven by the request schemas, anonymous and signed in. No 5xx, every error in the
// documented shape with a JSON content type. 1,000 cases per endpoint on PGlite (fewer where the password KDF
// dominates, see endpoints.ts); 200 on PostgreSQL, which runs the same SQL. `npm run fuzz` runs 10,000.
import { expect, it } from 'vitest';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { fuzzApp } from '../fuzz/api/fuzz-app.ts';
import { runApiFuzz } from '../fuzz/api/run-api.ts';
import { runHostileFuzz } from '../fuzz/api/run-hostile.ts';
import { eachDb } from '../helpers/db.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 1);

eachDb('API fuzz', (db) => {
  const cases = Number(process.env.FUZZ_API_CASES ?? (db.kind === 'pglite' ? 1000 : 200));

  it(`${cases} cases per endpoint (seed ${SEED}): no 5xx, every error in the documented shape`, async () => {
    const started = Date.now();
    const results = await runApiFuzz(db.sql, { seed: SEED, cases });
    const total = results.reduce((n, r) => n + r.cases, 0);
    console.log(`api fuzz [${db.kind}]: ${results.length} endpoints, ${total} requests in ${Date.now() - started} ms`);
    for (const r of results) {
      const line = `  ${r.endpoint}: ${r.cases} ${JSON.stringify(r.statuses)}`;
      console.log(r.failures.length ? `${line} FAILURES ${r.failures.length}` : line);
      for (const f of r.failures.slice(0, 3)) console.log(`    ${f.problem} <- ${f.request}`);
    }
    expect(results.flatMap((r) => r.failures.map((f) => `${r.endpoint}: ${f.problem}`))).toEqual([]);
    // Discovery found the route groups (a broken route table must not pass as "nothing failed").
    const names = results.map((r) => r.endpoint);
    for (const e of [
      'POST /api/analyze',
      'DELETE /api/analyses/:id',
      'POST /api/stripe/webhook',
      'POST /auth/v1/signup',
    ]) {
      expect(names).toContain(e);
    }
    // Valid-ish cases got through validation into the handlers, not only bounced at the door.
    if (cases >= 100) {
      const ok = (e: string) => Object.entries(results.find((r) => r.endpoint === e)!.statuses);
      for (const e of [
        'POST /api/analyze',
        'POST /api/contact',
        'POST /api/password-reset/request',
        'GET /api/proxy-image',
      ]) {
        expect(
          ok(e).some(([s, n]) => Number(s) < 300 && n > 0),
          e,
        ).toBe(true);
      }
    }
    // Hostile keys (__proto__, constructor) never reached a prototype.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // No client input granted Pro: the only Pro rows are the fuzzer's own Pro users.
    const [{ n }] = await db.sql.query<{ n: number }>(
      `select count(*)::int as n from public.users where subscription_tier = 'pro' and email not like 'fuzz-pro-%'`,
    );
    expect(n).toBe(0);
  }, 600_000);

  // Deep and wide JSON, broken percent-encoding and impossible dates, for every endpoint and the static files.
  const hostile = Number(process.env.FUZZ_HOSTILE_CASES ?? (db.kind === 'pglite' ? 12 : 6));
  it(`${hostile} hostile cases of each kind per endpoint (seed ${SEED}): no 5xx`, async () => {
    const results = await runHostileFuzz(db.sql, { seed: SEED, cases: hostile });
    const total = results.reduce((n, r) => n + r.cases, 0);
    console.log(`hostile fuzz [${db.kind}]: ${results.length} endpoints, ${total} requests`);
    for (const r of results.filter((x) => x.failures.length)) {
      console.log(`  ${r.endpoint}: ${r.cases} ${JSON.stringify(r.statuses)} FAILURES ${r.failures.length}`);
      for (const f of r.failures.slice(0, 3)) console.log(`    ${f.problem} <- ${f.request}`);
    }
    expect(results.flatMap((r) => r.failures.map((f) => `${r.endpoint}: ${f.problem}`))).toEqual([]);
    expect(results.map((r) => r.endpoint)).toContain('POST /auth/v1/recover (hostile)');
    expect(results.map((r) => r.endpoint)).toContain('GET /api/analyses (hostile)');
    expect(total).toBeGreaterThan(results.length * hostile);
  }, 600_000);

  // Regressions for what the fuzzer found: each of these was a 500 from the database.
  it('text the database cannot store (NUL, a lone surrogate) is a 422 naming the field, never a 500', async () => {
    const f = await fuzzApp(db.sql);
    try {
      const u = await f.user('free');
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        f.app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      const profile = fixtureInput('average') as { basics: Record<string, unknown> };
      for (const [field, value] of [
        ['name', 'Ada\u0000Lovelace'],
        ['summary', 'broken \uD800 pair'],
      ] as const) {
        const res = await post(
          '/api/analyze',
          { profile: { ...profile, basics: { ...profile.basics, [field]: value } }, file_type: 'pdf' },
          u.headers,
        );
        expect(res.status).toBe(422);
        expect(Object.keys(((await res.json()) as any).error.details)).toEqual([`profile.basics.${field}`]);
      }
      const contact = { name: 'A\u0000', email: 'a@example.test', topic: 'Feedback', message: 'hello there, team' };
      expect((await post('/api/contact', contact)).status).toBe(422);
      const signup = { email: 'nul@example.test', password: 'long enough 1', data: { first_name: 'A\u0000' } };
      const auth = await post('/auth/v1/signup', signup);
      expect(auth.status).toBe(400);
      expect(((await auth.json()) as any).code).toBe('validation_failed');
      expect((await f.app.request('/dev/checkout/%00/pay', { method: 'POST' })).status).toBe(404);
    } finally {
      await f.close();
    }
  });
});
