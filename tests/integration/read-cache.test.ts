// The store's cached reads on embedded PGlite (db/read-cache.ts over Sql.version): every answer must be the one
// the database gives now, whoever wrote in between and however the calls interleave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { PostgresStore } from '../../edge/adapters/postgres-store.ts';
import type { AnalysisData } from '../../edge/core/analysis/dto.ts';
import type { NewAnalysis } from '../../edge/ports.ts';
import { pgliteDb, seedUser } from '../helpers/db.ts';

const doc = (name: string, score: number) => ({
  profile: { basics: { name } },
  result: { sections: { about: { score } } },
});
// What the list holds of it (the summary column: name, headline, section scores).
const summary = (name: string, score: number) => ({
  profile: { basics: { name, label: null } },
  result: { sections: { about: { score } } },
});
const analysis = (name: string, score = 50): NewAnalysis => ({
  file_type: 'pdf',
  overall_score: score,
  rubric_version: 'r1',
  profile_hash: `h-${name}`,
  analysis_data: doc(name, score) as unknown as AnalysisData,
});
const asUser = (id: string) => ({ id, email: 'x@example.test', firstName: 'X', lastName: 'Y', tier: 'free' as const });

let sql: Sql;
beforeAll(async () => {
  sql = await pgliteDb();
});
afterAll(async () => {
  await sql?.close();
});

describe('read cache on PGlite', () => {
  it('serves repeated reads from memory until anything writes', async () => {
    const store = new PostgresStore(sql);
    const id = await seedUser(sql, { scans: 5 });
    const first = await store.ensureUser(asUser(id));
    expect(await store.ensureUser(asUser(id))).toBe(first); // the same object: no query ran
    // A write that never touches the store (as the billing webhook or a script would) still invalidates it.
    await sql.query('update public.users set scans_remaining = 42 where supabase_id = $1', [id]);
    expect((await store.ensureUser(asUser(id))).scans_remaining).toBe(42);
  });

  it('the list follows creates, re-scans and deletes', async () => {
    const store = new PostgresStore(sql);
    const id = await seedUser(sql, { scans: 5 });
    expect(await store.listAnalyses(id, { summary: true })).toEqual([]);
    const { row } = await store.createAnalysisCharged(id, analysis('Ada'));
    const list = await store.listAnalyses(id, { summary: true });
    expect(list.map((r) => r.analysis_data)).toEqual([summary('Ada', 50)]);
    await store.updateAnalysis(id, row.id, analysis('Ada L', 70));
    expect((await store.listAnalyses(id, { summary: true }))[0]).toMatchObject({
      overall_score: 70,
      analysis_data: summary('Ada L', 70),
    });
    await store.deleteAnalysis(id, row.id);
    expect(await store.listAnalyses(id, { summary: true })).toEqual([]);
  });

  it('a read that overlaps a write is not kept', async () => {
    const store = new PostgresStore(sql);
    const id = await seedUser(sql, { scans: 5 });
    // The read starts first and the write while it is in flight (and a second read after both): whichever
    // order PGlite runs them in, the read after that must see the write.
    const [before] = await Promise.all([
      store.ensureUser(asUser(id)),
      sql.query('update public.users set first_name = $2 where supabase_id = $1', [id, 'Later']),
      store.ensureUser(asUser(id)),
    ]);
    expect(['Test', 'Later']).toContain(before.first_name);
    expect((await store.ensureUser(asUser(id))).first_name).toBe('Later');
  });

  it('cached values cannot be changed by a caller', async () => {
    const store = new PostgresStore(sql);
    const id = await seedUser(sql, { scans: 5 });
    await store.createAnalysisCharged(id, analysis('Bo'));
    const list = await store.listAnalyses(id, { summary: true });
    expect(() => {
      (list[0].analysis_data as { profile: unknown }).profile = {};
    }).toThrow(TypeError);
    expect((await store.listAnalyses(id, { summary: true }))[0].analysis_data).toEqual(summary('Bo', 50));
  });
});

describe('Sql.version on PGlite', () => {
  it('readAsUser runs as the user (RLS) in a transaction PostgreSQL keeps read-only', async () => {
    const version = sql.version!;
    const a = await seedUser(sql, { scans: 5 });
    const b = await seedUser(sql, { scans: 5 });
    await new PostgresStore(sql).createAnalysisCharged(b, analysis('B'));
    const seen = await version.readAsUser(a, (tx) => tx.query('select id from public.analyses'));
    expect(seen).toEqual([]);
    // authenticated may delete its own analyses, except here: the transaction is READ ONLY.
    await expect(
      version.readAsUser(b, (tx) => tx.query('delete from public.analyses where supabase_id = $1', [b])),
    ).rejects.toMatchObject({ code: '25006' });
    const left = await sql.query('select id from public.analyses where supabase_id = $1', [b]);
    expect(left).toHaveLength(1);
  });

  it('counts every statement outside the read paths, and select refuses anything that could write', async () => {
    const version = sql.version!;
    const v0 = version.current();
    await version.select('select 1 as one from public.users limit 1');
    await version.readAsUser('00000000-0000-4000-8000-000000000000', (tx) => tx.query('select 1'));
    expect(version.current()).toBe(v0);
    await sql.query('select 1');
    expect(version.current()).toBeGreaterThan(v0);
    for (const text of [
      'select now()',
      'select 1; delete from public.users',
      'select * into public.copy from public.users',
      'delete from public.users',
    ]) {
      await expect(version.select(text)).rejects.toThrow(/calls no function/);
    }
  });
});
