// The pgTAP suite (supabase/tests/database) through scripts/pgtap.ts, as CI runs it: pg_prove against a fresh
// database on the real PostgreSQL. Also proves the suite has teeth: a migration that leaks a grant fails it.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasPgProve, runPgtap } from '../../scripts/pgtap.ts';

const url = process.env.DATABASE_URL;
const reason = !url
  ? 'skipped: DATABASE_URL is unset'
  : !hasPgProve()
    ? 'skipped: pg_prove missing (apt-get install libtap-parser-sourcehandler-pgtap-perl)'
    : '';

describe.skipIf(reason !== '')(`pgTAP via pg_prove ${reason}`.trim(), () => {
  it('passes every RLS, privilege and quota test', async () => {
    const result = await runPgtap({ url });
    if (!result.ok) console.error(result.output);
    expect(result.ok).toBe(true);
    expect(result.files.length).toBeGreaterThanOrEqual(4);
    expect(result.tests).toBeGreaterThanOrEqual(80);
    expect(result.output).toMatch(/ok \d+ - A cannot make themselves pro/);
  });

  it('fails when a migration lets authenticated update scans_remaining', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pgtap-mutant-'));
    try {
      cpSync(new URL('../../supabase', import.meta.url), root, { recursive: true });
      writeFileSync(
        join(root, 'migrations', '29991231000000_leak.sql'),
        'grant update (scans_remaining) on public.users to authenticated;\n' +
          'create policy leak on public.users for update to authenticated using (true);\n',
      );
      const result = await runPgtap({ url, root });
      expect(result.ok).toBe(false);
      expect(result.output).toMatch(/not ok \d+ - A cannot top up their own scans/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
