// The Store's contract on PGlite and PostgreSQL: lazy idempotent user rows, user-scoped reads, deletes.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { PostgresStore } from '../../edge/adapters/postgres-store.ts';
import type { AnalysisData } from '../../edge/core/analysis/dto.ts';
import { AppError } from '../../edge/core/errors.ts';
import { FREE_SCANS } from '../../edge/core/plans.ts';
import type { NewAnalysis } from '../../edge/ports.ts';
import { eachDb, seedAuthUser, seedUser } from '../helpers/db.ts';

const analysis = (score: number, data: Record<string, unknown> = {}): NewAnalysis => ({
  file_type: 'pdf',
  overall_score: score,
  rubric_version: 'r1',
  profile_hash: `h${score}`,
  analysis_data: data as unknown as AnalysisData,
});
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

eachDb('postgres store', (db) => {
  it('answers ping', async () => {
    await expect(new PostgresStore(db.sql).ping()).resolves.toBeUndefined();
  });

  it('ensureUser creates a free user with the plan allowance, once', async () => {
    const store = new PostgresStore(db.sql);
    const id = await seedAuthUser(db.sql, 'ada@example.test');
    const nu = { id, email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', tier: 'free' as const };
    const row = await store.ensureUser(nu);
    expect(row).toMatchObject({
      supabase_id: id,
      email: 'ada@example.test',
      first_name: 'Ada',
      last_name: 'Lovelace',
      subscription_tier: 'free',
      scans_remaining: FREE_SCANS,
      scans_used: 0,
      stripe_customer_id: null,
      current_period_end: null,
      cancel_at_period_end: false,
    });
    expect(row.created_at).toMatch(ISO);
    expect(row.updated_at).toMatch(ISO);
    // Spend the scan; a later ensureUser (every request) must not hand it back, nor rename the user.
    await store.createAnalysisCharged(id, analysis(50));
    const again = await store.ensureUser({ ...nu, firstName: 'Changed' });
    expect(again).toMatchObject({ scans_remaining: FREE_SCANS - 1, scans_used: 1, first_name: 'Ada' });
  });

  it('ensureUser is safe under concurrency and gives pending users no scans', async () => {
    const store = new PostgresStore(db.sql);
    const id = await seedAuthUser(db.sql);
    const nu = { id, email: 'p@example.test', firstName: 'P', lastName: 'Q', tier: 'pending' as const };
    const rows = await Promise.all(Array.from({ length: 10 }, () => store.ensureUser(nu)));
    expect(
      rows.every((r) => r.supabase_id === id && r.subscription_tier === 'pending' && r.scans_remaining === 0),
    ).toBe(true);
    const n = await db.sql.query<{ n: number }>('select count(*)::int as n from public.users where supabase_id = $1', [
      id,
    ]);
    expect(n[0].n).toBe(1);
  });

  it('ensureUser for a deleted auth user is UNAUTHORIZED', async () => {
    const store = new PostgresStore(db.sql);
    const err = await store
      .ensureUser({ id: randomUUID(), email: 'gone@example.test', firstName: 'G', lastName: 'H', tier: 'free' })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('UNAUTHORIZED');
  });

  it('getUser reads the caller only; unknown ids are null', async () => {
    const store = new PostgresStore(db.sql);
    const a = await seedUser(db.sql, { tier: 'pro', scans: 15 });
    expect(await store.getUser(a)).toMatchObject({ supabase_id: a, subscription_tier: 'pro', scans_remaining: 15 });
    expect(await store.getUser(randomUUID())).toBeNull();
  });

  it("lists newest first and never shows another user's analyses", async () => {
    const store = new PostgresStore(db.sql);
    const a = await seedUser(db.sql, { scans: 3 });
    const b = await seedUser(db.sql, { scans: 1 });
    const ids: string[] = [];
    for (const score of [10, 20, 30])
      ids.push((await store.createAnalysisCharged(a, analysis(score, { score }))).row.id);
    const bRow = (await store.createAnalysisCharged(b, analysis(99))).row;
    const list = await store.listAnalyses(a);
    expect(list.map((r) => r.id)).toEqual([...ids].reverse());
    expect(list[0]).toMatchObject({
      supabase_id: a,
      file_type: 'pdf',
      overall_score: 30,
      analysis_data: { score: 30 },
    });
    expect(list[0].created_at).toMatch(ISO);
    expect(list.some((r) => r.id === bRow.id)).toBe(false);
    expect(await store.getAnalysis(a, ids[0])).toMatchObject({ id: ids[0], overall_score: 10 });
    expect(await store.getAnalysis(a, bRow.id)).toBeNull();
    expect(await store.getAnalysis(a, 'nonsense')).toBeNull();
  });

  it('keeps analysis_data as JSON (nested objects, unicode, quotes)', async () => {
    const store = new PostgresStore(db.sql);
    const a = await seedUser(db.sql, { scans: 1 });
    const data = { profile: { name: 'Zoë "Z" Ñúñez', skills: ['C++', 'Go'] }, n: 1.5, ok: true, none: null };
    const { row } = await store.createAnalysisCharged(a, analysis(70, data));
    expect(row.analysis_data).toEqual(data);
    expect((await store.getAnalysis(a, row.id))?.analysis_data).toEqual(data);
    const raw = await db.sql.query<{ t: string }>(
      'select jsonb_typeof(analysis_data) as t from public.analyses where id = $1',
      [row.id],
    );
    expect(raw[0].t).toBe('object');
  });

  it("deletes the caller's own analysis only", async () => {
    const store = new PostgresStore(db.sql);
    const a = await seedUser(db.sql, { scans: 1 });
    const b = await seedUser(db.sql, { scans: 1 });
    const aRow = (await store.createAnalysisCharged(a, analysis(5))).row;
    const bRow = (await store.createAnalysisCharged(b, analysis(6))).row;
    expect(await store.deleteAnalysis(a, bRow.id)).toBe(false);
    expect(await store.getAnalysis(b, bRow.id)).not.toBeNull();
    expect(await store.deleteAnalysis(a, aRow.id)).toBe(true);
    expect(await store.deleteAnalysis(a, aRow.id)).toBe(false);
    expect(await store.deleteAnalysis(a, 'nonsense')).toBe(false);
    expect(await store.listAnalyses(a)).toEqual([]);
  });

  it("deleteAccount removes the auth user and every row of the account, nobody else's", async () => {
    const store = new PostgresStore(db.sql);
    const a = await seedUser(db.sql, { scans: 2 });
    const b = await seedUser(db.sql, { scans: 1 });
    await store.createAnalysisCharged(a, analysis(1));
    await store.createAnalysisCharged(b, analysis(2));
    await db.sql.query(
      "insert into public.password_reset_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 hour')",
      [`t-${a}`, a],
    );
    await store.deleteAccount(a);
    const left = await db.sql.query<{ n: number }>(
      `select (select count(*) from auth.users where id = $1)
            + (select count(*) from public.users where supabase_id = $1)
            + (select count(*) from public.analyses where supabase_id = $1)
            + (select count(*) from public.password_reset_tokens where user_id = $1) as n`,
      [a],
    );
    expect(Number(left[0].n)).toBe(0);
    expect(await store.listAnalyses(b)).toHaveLength(1);
    expect(await store.getUser(a)).toBeNull();
  });
});
