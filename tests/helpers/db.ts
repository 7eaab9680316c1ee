// Databases for tests: a migrated PGlite per test (restored from one snapshot per SQL-files version) and a
// fresh PostgreSQL database per suite on DATABASE_URL. `eachDb` runs one suite against both.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import { postgresSql } from '../../edge/adapters/db/postgres-sql.ts';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { applyMigrations, readMigrations } from '../../edge/adapters/node/migrations.ts';
import { wrapPglite } from '../../edge/adapters/node/pglite-sql.ts';
import { scratchDatabase } from '../../scripts/lib/scratch-database.ts';

export type DbKind = 'pglite' | 'postgres';

function snapshotKey(): string {
  const h = createHash('sha256');
  const { local, migrations } = readMigrations();
  for (const m of [...local, ...migrations]) h.update(`${m.name}\0${m.sql}\0`);
  h.update(readFileSync(new URL('../../edge/adapters/db/migrate.ts', import.meta.url)));
  h.update(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  return h.digest('hex').slice(0, 16);
}

let snapshot: Promise<Buffer> | undefined;

// initdb in PGlite takes seconds; a migrated data dir restores in well under one. Cached on disk across runs,
// keyed by the SQL files, so an edited migration rebuilds it.
function migratedSnapshot(): Promise<Buffer> {
  snapshot ??= (async () => {
    const file = join(tmpdir(), `profile-score-pglite-${snapshotKey()}.tar.gz`);
    if (existsSync(file)) return readFileSync(file);
    const db = await PGlite.create();
    await applyMigrations(wrapPglite(db), { local: true });
    const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    await db.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, dump);
    renameSync(tmp, file); // atomic: a concurrent reader sees a whole file or none
    return dump;
  })();
  return snapshot;
}

/** A fresh, migrated, in-memory PGlite (auth shim included). */
export async function pgliteDb(): Promise<Sql> {
  const dump = await migratedSnapshot();
  const db = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
  return wrapPglite(db);
}

/** A fresh database `test_<random>` on DATABASE_URL's server, migrated; closing drops it. Null when unset. */
export async function postgresDb(url = process.env.DATABASE_URL): Promise<Sql | null> {
  if (!url) return null;
  const db = await scratchDatabase(url, 'test');
  const sql = postgresSql(db.url, { max: 20 });
  try {
    await applyMigrations(sql, { local: true });
  } catch (err) {
    await sql.close();
    await db.drop();
    throw err;
  }
  return {
    ...sql,
    async close() {
      await sql.close();
      await db.drop();
    },
  };
}

export function openDb(kind: DbKind): Promise<Sql | null> {
  return kind === 'pglite' ? pgliteDb() : postgresDb();
}

export interface DbHandle {
  kind: DbKind;
  /** The suite's database (opened in beforeAll, closed in afterAll). */
  readonly sql: Sql;
}

const SKIP_PG = 'skipped: DATABASE_URL is unset (set it, e.g. postgres://postgres@127.0.0.1:5432/test, to run)';

/** Declares the suite once per database: `name [pglite]` and `name [postgres]` (skipped without DATABASE_URL). */
export function eachDb(name: string, suite: (db: DbHandle) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const skip = kind === 'postgres' && !process.env.DATABASE_URL;
    if (skip) {
      describe.skip(`${name} [postgres] (${SKIP_PG})`, () => suite({ kind, sql: undefined as never }));
      continue;
    }
    describe(`${name} [${kind}]`, () => {
      let sql: Sql | null = null;
      beforeAll(async () => {
        sql = await openDb(kind);
      });
      afterAll(async () => {
        await sql?.close();
      });
      suite({
        kind,
        get sql() {
          if (!sql) throw new Error(`${kind} database is not open`);
          return sql;
        },
      });
    });
  }
}

export interface SeedUser {
  tier?: 'free' | 'pending' | 'pro';
  scans?: number;
  email?: string;
}

/** Creates an auth user and gives its users row a chosen tier and balance (as the server/owner would). */
export async function seedUser(sql: Sql, opts: SeedUser = {}): Promise<string> {
  const id = randomUUID();
  const email = opts.email ?? `u-${id.slice(0, 8)}@example.test`;
  await sql.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
  // The sign-up trigger made the row already; set what the test asked for.
  await sql.query(
    `insert into public.users (supabase_id, email, first_name, last_name, subscription_tier, scans_remaining)
     values ($1, $2, 'Test', 'User', $3, $4)
     on conflict (supabase_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       subscription_tier = excluded.subscription_tier, scans_remaining = excluded.scans_remaining`,
    [id, email, opts.tier ?? 'free', opts.scans ?? 1],
  );
  return id;
}

/**
 * Creates only the auth user, without its users row: an account made before the sign-up trigger existed (or whose
 * trigger failed), which the server's lazy creation (ensureUser) must still serve.
 */
export async function seedAuthUser(sql: Sql, email?: string): Promise<string> {
  const id = randomUUID();
  await sql.query('insert into auth.users (id, email) values ($1, $2)', [
    id,
    email ?? `a-${id.slice(0, 8)}@example.test`,
  ]);
  await sql.query('delete from public.users where supabase_id = $1', [id]);
  return id;
}

/** The payment provider's ids on a users row: kept off GET /api/me, so tests read them from the database. */
export async function billingIds(sql: Sql, userId: string) {
  const [row] = await sql.query<{ stripe_customer_id: string | null; stripe_subscription_id: string | null }>(
    'select stripe_customer_id, stripe_subscription_id from public.users where supabase_id = $1',
    [userId],
  );
  return row;
}
