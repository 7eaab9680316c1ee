// `npm run db:test`: the pgTAP suite (supabase/tests/database/*.sql) with pg_prove against a fresh database on
// DATABASE_URL's server (default: the local PostgreSQL on 127.0.0.1:5432): create `pgtap_<random>`, apply the
// shim and every migration, `create extension pgtap`, the test helpers (supabase/tests/helpers.sql), run pg_prove,
// drop the database.
// pg_prove comes from the Debian package libtap-parser-sourcehandler-pgtap-perl; pgTAP from postgresql-15-pgtap.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { postgresSql } from '../edge/adapters/db/postgres-sql.ts';
import { applyMigrations } from '../edge/adapters/node/migrations.ts';
import { scratchDatabase } from './lib/scratch-database.ts';

export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const TEST_DIR = resolve(fileURLToPath(new URL('../supabase/tests/database', import.meta.url)));
/** tests.create_user, tests.authenticate_as, ...: loaded before the test files, into the scratch database only. */
const HELPERS = resolve(fileURLToPath(new URL('../supabase/tests/helpers.sql', import.meta.url)));

export interface PgtapResult {
  ok: boolean;
  /** pg_prove's TAP summary (test names and results; no data). */
  output: string;
  files: string[];
  /** Total tests reported by pg_prove ("Files=4, Tests=83"). */
  tests: number;
}

export function hasPgProve(): boolean {
  return spawnSync('pg_prove', ['--version'], { encoding: 'utf8' }).status === 0;
}

export interface PgtapOptions {
  url?: string;
  /** The supabase/ directory to migrate from (tests point it at a deliberately broken copy). */
  root?: string;
}

export async function runPgtap(options: PgtapOptions = {}): Promise<PgtapResult> {
  const url = options.url ?? process.env.DATABASE_URL ?? DEFAULT_URL;
  const files = readdirSync(TEST_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => join(TEST_DIR, f));
  const db = await scratchDatabase(url, 'pgtap');
  try {
    const target = new URL(db.url);
    const sql = postgresSql(db.url, { max: 1 });
    try {
      await applyMigrations(sql, { local: true, root: options.root });
      await sql.query('create extension if not exists pgtap');
      await sql.exec?.(readFileSync(HELPERS, 'utf8'));
    } finally {
      await sql.close();
    }
    const args = ['-h', target.hostname || '127.0.0.1', '-p', target.port || '5432', '-d', db.name];
    if (target.username) args.push('-U', decodeURIComponent(target.username));
    const env = { ...process.env, ...(target.password ? { PGPASSWORD: decodeURIComponent(target.password) } : {}) };
    const r = spawnSync('pg_prove', [...args, '--verbose', ...files], { encoding: 'utf8', env });
    const output = `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`;
    const tests = Number(/Tests=(\d+)/.exec(output)?.[1] ?? 0);
    return { ok: r.status === 0 && /Result: PASS/.test(output), output, files, tests };
  } finally {
    await db.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!hasPgProve()) {
    console.error('pg_prove not found: apt-get install -y libtap-parser-sourcehandler-pgtap-perl postgresql-15-pgtap');
    process.exit(1);
  }
  const result = await runPgtap();
  console.log(result.output);
  process.exit(result.ok ? 0 : 1);
}
