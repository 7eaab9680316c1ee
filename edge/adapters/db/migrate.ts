// The migration runner: pure over Sql and a list of files, so it runs the same on PGlite, PostgreSQL and
// (if ever needed) from a Worker. Applied versions go to supabase_migrations.schema_migrations, the table the
// Supabase CLI keeps, so `supabase db push` later sees them as applied. The local shim (never on Supabase)
// is recorded in its own table next to it.
// https://github.com/supabase/cli/blob/develop/pkg/migration/history.go (table shape)
import type { Sql } from './sql.ts';

export interface Migration {
  /** File name without `.sql`, e.g. `20251122000100_users` or `00_auth_shim`. */
  name: string;
  sql: string;
}

export interface MigrateInput {
  /** supabase/local/*.sql: applied first, and only when `local` is true and the server is not Supabase. */
  local: Migration[];
  /** supabase/migrations/*.sql, `<14-digit version>_<name>`. */
  migrations: Migration[];
  applyLocal: boolean;
}

export interface MigrateResult {
  applied: string[];
  skippedLocal: boolean;
}

// One lock for every migrating process: two servers starting at once on one PostgreSQL take turns.
const LOCK = 'select pg_advisory_xact_lock(7306183020251122)';
const HISTORY = 'supabase_migrations.schema_migrations';
const LOCAL_HISTORY = 'supabase_migrations.local_schema_migrations';

const BOOTSTRAP = `
create schema if not exists supabase_migrations;
create table if not exists ${HISTORY} (version text not null primary key);
alter table ${HISTORY} add column if not exists statements text[];
alter table ${HISTORY} add column if not exists name text;
create table if not exists ${LOCAL_HISTORY} (version text not null primary key, name text, statements text[]);
`;

/** `20251122000100_users` -> { version: '20251122000100', name: 'users' } (the CLI's split). */
export function splitName(file: string): { version: string; name: string } {
  const m = /^(\d{14})_(.+)$/.exec(file);
  if (!m) throw new Error(`Migration file name must be <14-digit timestamp>_<name>.sql: ${file}`);
  return { version: m[1], name: m[2] };
}

async function run(sql: Sql, script: string): Promise<void> {
  if (sql.exec) await sql.exec(script);
  else await sql.query(script);
}

export async function migrate(sql: Sql, input: MigrateInput): Promise<MigrateResult> {
  await sql.tx(async (tx) => {
    await tx.query(LOCK);
    await run(tx, BOOTSTRAP);
  });
  // Supabase always has this role; the shim must never be applied there, whatever the caller asked.
  const [{ supabase }] = await sql.query<{ supabase: boolean }>(
    "select exists (select 1 from pg_roles where rolname = 'supabase_admin') as supabase",
  );
  const applyLocal = input.applyLocal && !supabase;
  const plan = [
    ...(applyLocal
      ? input.local.map((m) => ({ table: LOCAL_HISTORY, version: m.name, name: m.name, sql: m.sql }))
      : []),
    ...input.migrations.map((m) => ({ table: HISTORY, ...splitName(m.name), sql: m.sql })),
  ];
  // Versions must be unique and in order, or two files would race for one history row.
  const seen = new Set<string>();
  for (const step of input.migrations.map((m) => splitName(m.name).version)) {
    if (seen.has(step)) throw new Error(`Duplicate migration version ${step}`);
    seen.add(step);
  }

  // Read the history once without the lock: the common case (nothing to do) costs one query.
  const done = new Map<string, string | null>();
  const history = await sql.query<{ t: string; version: string; body: string | null }>(
    `select 'm' as t, version, statements[1] as body from ${HISTORY}
     union all select 'l', version, statements[1] from ${LOCAL_HISTORY}`,
  );
  for (const h of history) done.set(`${h.t === 'l' ? LOCAL_HISTORY : HISTORY}:${h.version}`, h.body);
  // Local shim files are written to be re-runnable, so an edited shim is re-applied; a migration never is.
  const needed = (table: string, body: string, has: boolean, prev: string | null | undefined) =>
    !has || (table === LOCAL_HISTORY && prev !== body);

  const applied: string[] = [];
  for (const step of plan) {
    const key = `${step.table}:${step.version}`;
    if (!needed(step.table, step.sql, done.has(key), done.get(key))) continue;
    const did = await sql.tx(async (tx) => {
      await tx.query(LOCK);
      // Re-check under the lock: another process may have applied it meanwhile.
      const rows = await tx.query<{ body: string | null }>(
        `select statements[1] as body from ${step.table} where version = $1`,
        [step.version],
      );
      if (!needed(step.table, step.sql, rows.length > 0, rows[0]?.body)) return false;
      await run(tx, step.sql);
      await tx.query(
        `insert into ${step.table} (version, name, statements) values ($1, $2, array[$3::text])
         on conflict (version) do update set name = excluded.name, statements = excluded.statements`,
        [step.version, step.name, step.sql],
      );
      return true;
    });
    if (did) applied.push(`${step.version}${step.table === LOCAL_HISTORY ? ' (local)' : ''}`);
  }
  return { applied, skippedLocal: input.applyLocal && !applyLocal };
}
