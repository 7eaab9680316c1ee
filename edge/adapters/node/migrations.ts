// Reads supabase/local/*.sql and supabase/migrations/*.sql from disk (sorted by name, as the Supabase CLI does)
// and hands them to the pure runner.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MigrateResult, type Migration, migrate } from '../db/migrate.ts';
import type { Sql } from '../db/sql.ts';

/** The repository's supabase/ folder, found upwards from this module: here in edge/, or in the compiled build/. */
function supabaseRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'supabase', 'migrations'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`supabase/migrations not found above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return join(dir, 'supabase');
}

function readDir(dir: string): Migration[] {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: f.slice(0, -'.sql'.length), sql: readFileSync(join(dir, f), 'utf8') }));
}

export function readMigrations(root = supabaseRoot()): { local: Migration[]; migrations: Migration[] } {
  return { local: readDir(join(root, 'local')), migrations: readDir(join(root, 'migrations')) };
}

/**
 * Applies the auth shim (when `local`, i.e. our own auth service; never on Supabase) and every migration.
 * Idempotent and safe when several processes start at once.
 */
export async function applyMigrations(
  sql: Sql,
  options: { local?: boolean; root?: string } = {},
): Promise<MigrateResult> {
  const files = readMigrations(options.root);
  return migrate(sql, { ...files, applyLocal: options.local ?? true });
}
