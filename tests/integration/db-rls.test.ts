// RLS from each user's point of view, through the same asUser the store uses (role authenticated + the JWT
// claims PostgREST would set), on PGlite and PostgreSQL. Direct SQL, so nothing in the store can hide a hole.
import { beforeAll, expect, it } from 'vitest';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { eachDb, seedUser } from '../helpers/db.ts';

async function sqlState(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    return String((err as { code?: unknown }).code);
  }
  return 'no error';
}

/** A transaction as an arbitrary client role (anon has no user). */
function asRole<T>(sql: Sql, role: string, claims: object, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return sql.tx(async (tx) => {
    await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      role,
      JSON.stringify(claims),
    ]);
    return fn(tx);
  });
}

eachDb('row level security', (db) => {
  let a: string;
  let b: string;
  let aAnalysis: string;
  let bAnalysis: string;

  beforeAll(async () => {
    a = await seedUser(db.sql, { scans: 3 });
    b = await seedUser(db.sql, { tier: 'pro', scans: 15 });
    const charge = (u: string, score: number) =>
      db.sql.query<{ id: string }>(
        `select (r.analysis).id from public.create_analysis_charged($1, 'pdf', $2, 'r1', 'h', '{}'::jsonb, null) r`,
        [u, score],
      );
    aAnalysis = (await charge(a, 40))[0].id;
    bAnalysis = (await charge(b, 90))[0].id;
  });

  it('runs as authenticated with the user id in auth.uid(), and drops both at the end', async () => {
    const inside = await db.sql.asUser(a, (tx) =>
      tx.query<{ u: string; uid: string; role: string }>(
        'select current_user as u, auth.uid() as uid, auth.role() as role',
      ),
    );
    expect(inside[0]).toEqual({ u: 'authenticated', uid: a, role: 'authenticated' });
    const after = await db.sql.query<{ u: string; uid: string | null }>('select current_user as u, auth.uid() as uid');
    expect(after[0].u).not.toBe('authenticated');
    expect(after[0].uid).toBeNull();
  });

  it('each user reads only their own users row and analyses', async () => {
    for (const [me, mine] of [
      [a, aAnalysis],
      [b, bAnalysis],
    ]) {
      const users = await db.sql.asUser(me, (tx) =>
        tx.query<{ supabase_id: string }>('select supabase_id from public.users'),
      );
      expect(users.map((u) => u.supabase_id)).toEqual([me]);
      const analyses = await db.sql.asUser(me, (tx) => tx.query<{ id: string }>('select id from public.analyses'));
      expect(analyses.map((r) => r.id)).toEqual([mine]);
    }
  });

  it("A cannot change or delete B's rows", async () => {
    const upd = await sqlState(
      db.sql.asUser(a, (tx) => tx.query("update public.users set first_name = 'x' where supabase_id = $1", [b])),
    );
    expect(upd).toBe('42501');
    const deleted = await db.sql.asUser(a, (tx) =>
      tx.query('delete from public.analyses where id = $1 returning id', [bAnalysis]),
    );
    expect(deleted).toHaveLength(0);
    const still = await db.sql.query('select 1 from public.analyses where id = $1', [bAnalysis]);
    expect(still).toHaveLength(1);
  });

  it('no client role can change subscription_tier or scans_remaining, not even their own', async () => {
    const attempts = [
      "update public.users set subscription_tier = 'pro' where supabase_id = $1",
      'update public.users set scans_remaining = 999 where supabase_id = $1',
      'update public.users set scans_used = 0 where supabase_id = $1',
      "insert into public.users (supabase_id, email, subscription_tier, scans_remaining) values ($1, 'x@x.test', 'pro', 9)",
    ];
    for (const text of attempts) {
      expect(await sqlState(db.sql.asUser(a, (tx) => tx.query(text, [a])))).toBe('42501');
      expect(await sqlState(asRole(db.sql, 'anon', { role: 'anon' }, (tx) => tx.query(text, [a])))).toBe('42501');
      expect(await sqlState(asRole(db.sql, 'anon', { sub: a, role: 'anon' }, (tx) => tx.query(text, [a])))).toBe(
        '42501',
      );
    }
    const row = await db.sql.query<{ subscription_tier: string; scans_remaining: number; scans_used: number }>(
      'select subscription_tier, scans_remaining, scans_used from public.users where supabase_id = $1',
      [a],
    );
    expect(row[0]).toEqual({ subscription_tier: 'free', scans_remaining: 2, scans_used: 1 });
  });

  it('clients cannot create, edit or charge analyses, nor call the quota functions', async () => {
    const attempts: [string, unknown[]][] = [
      ['update public.analyses set overall_score = 100 where id = $1', [aAnalysis]],
      [
        "insert into public.analyses (supabase_id, file_type, overall_score, rubric_version, profile_hash) values ($1, 'pdf', 99, 'r', 'h')",
        [a],
      ],
      ["select * from public.create_analysis_charged($1, 'pdf', 50, 'r1', 'h', '{}'::jsonb, null)", [a]],
      ["select * from public.rescan_analysis_charged($1, $2, 50, 'r1', 'h', '{}'::jsonb)", [a, aAnalysis]],
    ];
    for (const [text, params] of attempts) {
      expect(await sqlState(db.sql.asUser(a, (tx) => tx.query(text, params)))).toBe('42501');
    }
    const anonRead = await sqlState(
      asRole(db.sql, 'anon', { role: 'anon' }, (tx) => tx.query('select * from public.analyses')),
    );
    expect(anonRead).toBe('42501');
  });

  it('server-only tables and auth.users are closed to clients', async () => {
    for (const table of ['payment_events', 'password_reset_tokens', 'contact_requests', 'mail_outbox']) {
      expect(await sqlState(db.sql.asUser(a, (tx) => tx.query(`select * from public.${table}`)))).toBe('42501');
      expect(await sqlState(asRole(db.sql, 'anon', {}, (tx) => tx.query(`select * from public.${table}`)))).toBe(
        '42501',
      );
    }
    expect(await sqlState(db.sql.asUser(a, (tx) => tx.query('select id from auth.users')))).toBe('42501');
  });

  it('a user may delete their own analysis', async () => {
    const deleted = await db.sql.asUser(a, (tx) =>
      tx.query('delete from public.analyses where id = $1 returning id', [aAnalysis]),
    );
    expect(deleted).toHaveLength(1);
  });

  it('RLS is enabled on every table in public', async () => {
    const open = await db.sql.query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(open).toEqual([]);
    const all = await db.sql.query("select 1 from pg_tables where schemaname = 'public'");
    expect(all.length).toBeGreaterThanOrEqual(6);
  });
});
