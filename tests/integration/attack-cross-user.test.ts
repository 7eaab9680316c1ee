// One user against another's rows, over HTTP: reading, re-scanning or deleting someone else's analysis is 404
// (the same answer as for an id that does not exist, so ids cannot be probed), and the database shows that
// nothing of theirs changed and nothing was charged to anyone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { answer, overHttp, type Served } from '../fuzz/http.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

type User = { id: string; headers: Record<string, string> };

eachDb('cross-user attacks', (db) => {
  let http: Served;
  let t: Awaited<ReturnType<typeof testApp>>;
  let alice: User;
  let mallory: User;
  let aliceAnalysis: string;

  const snapshot = async () => ({
    users: await db.sql.query(
      `select supabase_id, email, subscription_tier, scans_remaining, scans_used, stripe_customer_id, updated_at
       from public.users where supabase_id = any($1) order by supabase_id`,
      [[alice.id, mallory.id]],
    ),
    analyses: await db.sql.query(
      `select id, supabase_id, overall_score, profile_hash, analysis_data::text as data
       from public.analyses where supabase_id = any($1) order by id`,
      [[alice.id, mallory.id]],
    ),
  });

  beforeAll(async () => {
    t = await testApp(db.sql);
    http = await overHttp(t.app);
    const tag = randomUUID().slice(0, 8);
    alice = await t.signUp(`alice-${tag}@example.test`);
    mallory = await t.signUp(`mallory-${tag}@example.test`);
    await db.sql.query('update public.users set scans_remaining = 5 where supabase_id = any($1)', [
      [alice.id, mallory.id],
    ]);
    const made = await answer(
      await http.call('/api/analyze', {
        method: 'POST',
        headers: alice.headers,
        body: JSON.stringify({ profile: fixtureInput('strong'), file_type: 'pdf' }),
      }),
    );
    expect(made.status).toBe(201);
    aliceAnalysis = made.body.analysis.id;
  });
  afterAll(() => http?.close());

  it("reading, re-scanning and deleting another user's analysis are 404, exactly as for a missing id", async () => {
    const before = await snapshot();
    for (const id of [aliceAnalysis, randomUUID()]) {
      for (const [method, path] of [
        ['GET', `/api/analyses/${id}`],
        ['POST', `/api/analyses/${id}/rescan`],
        ['DELETE', `/api/analyses/${id}`],
      ]) {
        const r = await answer(await http.call(path, { method, headers: mallory.headers }));
        expect(r.status, `${method} ${path}`).toBe(404);
        expect(r.body).toEqual({
          error: { code: 'NOT_FOUND', message: 'Analysis not found.' },
          message: 'Analysis not found.',
        });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("another user's analyses never appear in lists, recent or the analyze replay", async () => {
    const list = await answer(await http.call('/api/analyses', { headers: mallory.headers }));
    expect(list.body.analyses).toEqual([]);
    const recent = await answer(await http.call('/api/analyses/recent', { headers: mallory.headers }));
    expect(recent.body.analysis).toBeNull();
    // Alice's idempotency key, replayed by Mallory, makes Mallory's own analysis: never a view of Alice's.
    const body = JSON.stringify({
      profile: fixtureInput('weak'),
      file_type: 'pdf',
      idempotency_key: 'shared-key-0001',
    });
    const a = await answer(await http.call('/api/analyze', { method: 'POST', headers: alice.headers, body }));
    const m = await answer(await http.call('/api/analyze', { method: 'POST', headers: mallory.headers, body }));
    expect([a.status, m.status]).toEqual([201, 201]);
    expect(m.body.analysis.id).not.toBe(a.body.analysis.id);
    const [row] = await db.sql.query<{ supabase_id: string }>('select supabase_id from public.analyses where id = $1', [
      m.body.analysis.id,
    ]);
    expect(row.supabase_id).toBe(mallory.id);
  });

  it('a checkout session started by another user grants nothing to either', async () => {
    const started = await answer(
      await http.call('/api/create-checkout-session', {
        method: 'POST',
        headers: alice.headers,
        body: JSON.stringify({ plan: 'pro' }),
      }),
    );
    expect(started.status).toBe(200);
    const before = await snapshot();
    const r = await answer(
      await http.call('/api/update-subscription', {
        method: 'POST',
        headers: mallory.headers,
        body: JSON.stringify({ session_id: started.body.id }),
      }),
    );
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('FORBIDDEN');
    expect(await snapshot()).toEqual(before);
  });

  it("the database refuses a user's own session writing another user's rows (RLS)", async () => {
    const before = await snapshot();
    // Each statement in its own transaction: "permission denied" (no grant at all) or no row (RLS) both hold.
    const attempt = (text: string, params: unknown[]) =>
      db.sql
        .asUser(mallory.id, (tx) => tx.query(text, params))
        .then(
          (rows) => (rows.length ? 'touched' : 'no rows'),
          (err) => ((err as { code?: string }).code === '42501' ? 'denied' : String(err)),
        );
    const outcomes = [
      await attempt('update public.analyses set overall_score = 1 where id = $1 returning id', [aliceAnalysis]),
      await attempt('delete from public.analyses where id = $1 returning id', [aliceAnalysis]),
      await attempt('select id from public.analyses where id = $1', [aliceAnalysis]),
      await attempt(`update public.users set subscription_tier = 'pro' where supabase_id = $1 returning 1`, [alice.id]),
      await attempt(`update public.users set scans_remaining = 99 where supabase_id = $1 returning 1`, [mallory.id]),
    ];
    for (const o of outcomes) expect(['denied', 'no rows']).toContain(o);
    expect(await snapshot()).toEqual(before);
  });
});
