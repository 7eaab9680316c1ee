// The scan quota through the Store, under concurrency: a scan is charged if and only if an analysis is stored.
// PostgreSQL runs the calls truly in parallel (20 connections); PGlite serialises them on its one connection.
import { expect, it } from 'vitest';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { PostgresStore } from '../../edge/adapters/postgres-store.ts';
import type { AnalysisData } from '../../edge/core/analysis/dto.ts';
import { AppError } from '../../edge/core/errors.ts';
import type { NewAnalysis } from '../../edge/ports.ts';
import { eachDb, seedUser } from '../helpers/db.ts';

const analysis = (over: Partial<NewAnalysis> = {}): NewAnalysis => ({
  file_type: 'pdf',
  overall_score: 64,
  rubric_version: 'r1',
  profile_hash: 'hash',
  // A stand-in document: the store keeps whatever it is given.
  analysis_data: { sections: { headline: 60 } } as unknown as AnalysisData,
  ...over,
});

async function balance(sql: Sql, userId: string) {
  const [row] = await sql.query<{ scans_remaining: number; scans_used: number; stored: number }>(
    `select u.scans_remaining, u.scans_used, (select count(*)::int from public.analyses a where a.supabase_id = u.supabase_id) as stored
     from public.users u where u.supabase_id = $1`,
    [userId],
  );
  return row;
}

function codes(results: PromiseSettledResult<unknown>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) {
    const key = r.status === 'fulfilled' ? 'ok' : r.reason instanceof AppError ? r.reason.code : String(r.reason);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

eachDb('scan quota', (db) => {
  for (const scans of [1, 3]) {
    it(`200 concurrent analyses for a user with ${scans} scan(s) store exactly ${scans}`, async () => {
      const store = new PostgresStore(db.sql);
      const user = await seedUser(db.sql, { scans });
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) => store.createAnalysisCharged(user, analysis({ profile_hash: `h${i}` }))),
      );
      expect(codes(results)).toEqual({ ok: scans, NO_SCANS: 200 - scans });
      expect(await balance(db.sql, user)).toEqual({ scans_remaining: 0, scans_used: scans, stored: scans });
      const err = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(err.reason.message).toBe('You have no scans left. Upgrade to Pro for 15 analyses a month.');
      expect(err.reason.status).toBe(402);
    });
  }

  it('the same idempotency key 20 times at once stores one row and charges once', async () => {
    const store = new PostgresStore(db.sql);
    const user = await seedUser(db.sql, { scans: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => store.createAnalysisCharged(user, analysis({ idempotency_key: 'retry-1' }))),
    );
    expect(new Set(results.map((r) => r.row.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balance(db.sql, user)).toEqual({ scans_remaining: 4, scans_used: 1, stored: 1 });
    // A different key is a new analysis.
    const other = await store.createAnalysisCharged(user, analysis({ idempotency_key: 'retry-2' }));
    expect(other.replayed).toBe(false);
    expect(other.row.id).not.toBe(results[0].row.id);
  });

  it('a replayed key still answers after the scans ran out, without charging', async () => {
    const store = new PostgresStore(db.sql);
    const user = await seedUser(db.sql, { scans: 1 });
    const first = await store.createAnalysisCharged(user, analysis({ idempotency_key: 'k' }));
    const again = await store.createAnalysisCharged(user, analysis({ idempotency_key: 'k' }));
    expect(again).toEqual({ row: first.row, replayed: true });
    await expect(store.createAnalysisCharged(user, analysis({ idempotency_key: 'k2' }))).rejects.toMatchObject({
      code: 'NO_SCANS',
    });
  });

  it('a pending user gets PAYMENT_PENDING and nothing is stored or charged', async () => {
    const store = new PostgresStore(db.sql);
    const user = await seedUser(db.sql, { tier: 'pending', scans: 2 });
    const err = await store.createAnalysisCharged(user, analysis()).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('PAYMENT_PENDING');
    expect(err.status).toBe(409);
    expect(await balance(db.sql, user)).toEqual({ scans_remaining: 2, scans_used: 0, stored: 0 });
  });

  it('a refused insert (invalid score) charges nothing', async () => {
    const store = new PostgresStore(db.sql);
    const user = await seedUser(db.sql, { scans: 2 });
    await expect(store.createAnalysisCharged(user, analysis({ overall_score: 101 }))).rejects.toMatchObject({
      code: '23514',
    });
    expect(await balance(db.sql, user)).toEqual({ scans_remaining: 2, scans_used: 0, stored: 0 });
  });

  it('rescan re-scores in place and charges one scan; out of scans it changes nothing', async () => {
    const store = new PostgresStore(db.sql);
    const user = await seedUser(db.sql, { scans: 2 });
    const { row } = await store.createAnalysisCharged(user, analysis({ overall_score: 40 }));
    const updated = await store.updateAnalysis(user, row.id, analysis({ overall_score: 77, rubric_version: 'r2' }));
    expect(updated?.row).toMatchObject({
      id: row.id,
      overall_score: 77,
      rubric_version: 'r2',
      created_at: row.created_at,
    });
    expect(updated).toMatchObject({ charged: true, previous: { overall_score: 40, rubric_version: 'r1' } });
    expect(await balance(db.sql, user)).toEqual({ scans_remaining: 0, scans_used: 2, stored: 1 });
    await expect(store.updateAnalysis(user, row.id, analysis({ overall_score: 10 }))).rejects.toMatchObject({
      code: 'NO_SCANS',
    });
    expect((await store.getAnalysis(user, row.id))?.overall_score).toBe(77);
  });

  it('rescan of an unchanged profile under the same rubric version charges nothing, even with no scans left', async () => {
    const store = new PostgresStore(db.sql);
    const user = await seedUser(db.sql, { scans: 1 });
    const { row } = await store.createAnalysisCharged(user, analysis({ overall_score: 40 }));
    const same = await store.updateAnalysis(user, row.id, analysis({ overall_score: 99 }));
    expect(same).toMatchObject({ charged: false, row: { id: row.id, overall_score: 40 } });
    expect(await balance(db.sql, user)).toEqual({ scans_remaining: 0, scans_used: 1, stored: 1 });
  });

  it("rescan of someone else's analysis is not found and charges nobody", async () => {
    const store = new PostgresStore(db.sql);
    const owner = await seedUser(db.sql, { scans: 1 });
    const intruder = await seedUser(db.sql, { scans: 3 });
    const { row } = await store.createAnalysisCharged(owner, analysis());
    expect(await store.updateAnalysis(intruder, row.id, analysis({ overall_score: 1 }))).toBeNull();
    expect(await store.updateAnalysis(intruder, 'not-a-uuid', analysis())).toBeNull();
    expect(await balance(db.sql, intruder)).toEqual({ scans_remaining: 3, scans_used: 0, stored: 0 });
    expect((await store.getAnalysis(owner, row.id))?.overall_score).toBe(64);
  });

  it('50 concurrent rescans with 2 scans left succeed exactly twice', async () => {
    const store = new PostgresStore(db.sql);
    const user = await seedUser(db.sql, { scans: 3 });
    const { row } = await store.createAnalysisCharged(user, analysis());
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        store.updateAnalysis(user, row.id, analysis({ overall_score: i, profile_hash: `h${i}` })),
      ),
    );
    expect(codes(results)).toEqual({ ok: 2, NO_SCANS: 48 });
    expect(await balance(db.sql, user)).toEqual({ scans_remaining: 0, scans_used: 3, stored: 1 });
  });
});
