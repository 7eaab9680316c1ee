// The migration runner on PGlite and PostgreSQL: order, history in the Supabase CLI's table, idempotency,
// transactions per file, re-applied shim, concurrent starts, and never applying the shim on Supabase.
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../edge/adapters/db/migrate.ts';
import { postgresSql } from '../../edge/adapters/db/postgres-sql.ts';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { applyMigrations, readMigrations } from '../../edge/adapters/node/migrations.ts';
import { wrapPglite } from '../../edge/adapters/node/pglite-sql.ts';
import { scratchDatabase } from '../../scripts/lib/scratch-database.ts';

const url = process.env.DATABASE_URL;

/** An empty database (no shim, no migrations) of either kind. */
async function emptyDb(kind: 'pglite' | 'postgres'): Promise<{ sql: Sql; open(): Sql; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const sql = wrapPglite(await PGlite.create());
    return { sql, open: () => sql, close: () => sql.close() };
  }
  const db = await scratchDatabase(url!, 'test');
  const opened: Sql[] = [];
  const open = () => {
    const s = postgresSql(db.url, { max: 2 });
    opened.push(s);
    return s;
  };
  const sql = open();
  return {
    sql,
    open,
    async close() {
      for (const s of opened) await s.close();
      await db.drop();
    },
  };
}

const files = readMigrations();
const versions = files.migrations.map((m) => m.name.slice(0, 14));

for (const kind of ['pglite', 'postgres'] as const) {
  const skip = kind === 'postgres' && !url;
  describe.skipIf(skip)(`migrations [${kind}]${skip ? ' (skipped: DATABASE_URL is unset)' : ''}`, () => {
    it('applies the shim then every migration once, recorded where the Supabase CLI looks', async () => {
      const db = await emptyDb(kind);
      try {
        const first = await applyMigrations(db.sql, { local: true });
        expect(first.applied).toEqual(['00_auth_shim (local)', ...versions]);
        const history = await db.sql.query<{ version: string; name: string; body: string }>(
          'select version, name, statements[1] as body from supabase_migrations.schema_migrations order by version',
        );
        expect(history.map((h) => h.version)).toEqual(versions);
        expect(history.map((h) => h.name)).toEqual(files.migrations.map((m) => m.name.slice(15)));
        expect(history.map((h) => h.body)).toEqual(files.migrations.map((m) => m.sql));
        const local = await db.sql.query<{ version: string }>(
          'select version from supabase_migrations.local_schema_migrations',
        );
        expect(local.map((l) => l.version)).toEqual(['00_auth_shim']);

        const second = await applyMigrations(db.sql, { local: true });
        expect(second.applied).toEqual([]);
      } finally {
        await db.close();
      }
    });

    it('rolls back a failing file and records only what succeeded', async () => {
      const db = await emptyDb(kind);
      try {
        const good = { name: '20990101000000_good', sql: 'create table good_t (a int);' };
        const bad = { name: '20990101000001_bad', sql: 'create table bad_t (a int); select 1/0;' };
        await expect(migrate(db.sql, { local: [], migrations: [good, bad], applyLocal: false })).rejects.toThrow(
          /division by zero/,
        );
        const rows = await db.sql.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations',
        );
        expect(rows.map((r) => r.version)).toEqual(['20990101000000']);
        const tables = await db.sql.query<{ t: string | null }>("select to_regclass('public.bad_t')::text as t");
        expect(tables[0].t).toBeNull();
      } finally {
        await db.close();
      }
    });

    it('re-applies an edited local shim but never an edited migration', async () => {
      const db = await emptyDb(kind);
      try {
        const shim = { name: '00_x', sql: 'create table if not exists shim_t (a int);' };
        const mig = { name: '20990101000000_m', sql: 'create table mig_t (a int);' };
        await migrate(db.sql, { local: [shim], migrations: [mig], applyLocal: true });
        const edited = await migrate(db.sql, {
          local: [{ ...shim, sql: `${shim.sql}\ncreate table if not exists shim_t2 (a int);` }],
          migrations: [{ ...mig, sql: 'create table mig_t2 (a int);' }],
          applyLocal: true,
        });
        expect(edited.applied).toEqual(['00_x (local)']);
        const t = await db.sql.query<{ s: string | null; m: string | null }>(
          "select to_regclass('public.shim_t2')::text as s, to_regclass('public.mig_t2')::text as m",
        );
        expect(t[0]).toEqual({ s: 'shim_t2', m: null });
      } finally {
        await db.close();
      }
    });

    it('rejects file names the Supabase CLI would not accept', async () => {
      const db = await emptyDb(kind);
      try {
        await expect(
          migrate(db.sql, { local: [], migrations: [{ name: '1_users', sql: 'select 1' }], applyLocal: false }),
        ).rejects.toThrow(/14-digit/);
      } finally {
        await db.close();
      }
    });

    it('two processes starting at once apply each migration exactly once', async () => {
      const db = await emptyDb(kind);
      try {
        // On PostgreSQL: two pools, i.e. two independent sessions racing for the advisory lock.
        const other = kind === 'postgres' ? db.open() : db.sql;
        const [a, b] = await Promise.all([
          applyMigrations(db.sql, { local: true }),
          applyMigrations(other, { local: true }),
        ]);
        const all = [...a.applied, ...b.applied].sort();
        expect(all).toEqual(['00_auth_shim (local)', ...versions].sort());
        const n = await db.sql.query<{ n: number }>(
          'select count(*)::int as n from supabase_migrations.schema_migrations',
        );
        expect(n[0].n).toBe(versions.length);
      } finally {
        await db.close();
      }
    });
  });
}

describe('migrations on a Supabase project [pglite]', () => {
  it('never applies the local shim where Supabase provides auth (role supabase_admin exists)', async () => {
    const sql = wrapPglite(await PGlite.create());
    try {
      // What Supabase has before `db push`: its roles and auth schema (here the bare minimum).
      await sql.exec!(`
        create role supabase_admin; create role anon; create role authenticated; create role service_role;
        create schema auth; create table auth.users (id uuid primary key, email text);
        create function auth.uid() returns uuid language sql stable as $$ select null::uuid $$;`);
      const result = await applyMigrations(sql, { local: true });
      expect(result.skippedLocal).toBe(true);
      expect(result.applied).toEqual(versions);
      const local = await sql.query('select 1 from supabase_migrations.local_schema_migrations');
      expect(local).toHaveLength(0);
      const cols = await sql.query(
        "select 1 from information_schema.columns where table_schema = 'auth' and table_name = 'users' and column_name = 'raw_user_meta_data'",
      );
      expect(cols).toHaveLength(0);
    } finally {
      await sql.close();
    }
  });
});
