// `npm run db:migrate`: applies the local auth shim and every migration to DATABASE_URL, or to the embedded
// PGlite under DATA_DIR (default .data) when it is unset. Idempotent; prints what it applied.
// Against a Supabase project use `supabase db push` instead (the shim is skipped there anyway).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { postgresSql } from '../edge/adapters/db/postgres-sql.ts';
import { applyMigrations } from '../edge/adapters/node/migrations.ts';
import { pgliteSql } from '../edge/adapters/node/pglite-sql.ts';

const url = process.env.DATABASE_URL;
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
let target: string;
let sql: Awaited<ReturnType<typeof pgliteSql>>;
if (url) {
  sql = postgresSql(url, { max: 1 });
  target = `PostgreSQL ${new URL(url).host}${new URL(url).pathname}`;
} else {
  mkdirSync(dataDir, { recursive: true });
  // Same location edge/node.ts opens.
  sql = await pgliteSql(join(dataDir, 'pglite'));
  target = `PGlite ${join(dataDir, 'pglite')}`;
}
try {
  // The shim belongs with our local auth service; SUPABASE_URL means Supabase Auth owns auth.*.
  const result = await applyMigrations(sql, { local: !process.env.SUPABASE_URL });
  const what = result.applied.length ? result.applied.join(', ') : 'nothing (up to date)';
  console.log(
    `Migrated ${target}: applied ${what}${result.skippedLocal ? '; local auth shim skipped (Supabase)' : ''}`,
  );
} finally {
  await sql.close();
}
