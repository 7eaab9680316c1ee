// Crash safety: the real node entry in a child process, 100 concurrent POST /api/analyze from one user with
// plenty of scans, `kill -9` once a few have been answered, then a restart on the same data. Every analysis that
// got a 201 must be there, and the scans charged must equal the analyses stored (a scan is charged if and only if
// an analysis is stored), on PGlite (the data directory) and on PostgreSQL (DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { pgliteSql } from '../../edge/adapters/node/pglite-sql.ts';
import { scratchDatabase } from '../../scripts/lib/scratch-database.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';

const SCANS = 1000;
// One user fires the whole burst: the per-user analyze limit would turn most of it into 429s.
const NO_LIMIT = { RATE_LIMIT_ANALYZE_PER_MINUTE: '0' };
const BURST = 100;
const KILL_AFTER = 30;

const PASSWORD = 'crash test password';

/** Signs up (or, with `login`, signs in: a restart on a new port is a new token issuer) and creates the row. */
async function signIn(url: string, email: string, login = false) {
  const res = await fetch(`${url}/auth/v1/${login ? 'token?grant_type=password' : 'signup'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { first_name: 'Crash' } }),
  });
  const { access_token, user } = (await res.json()) as { access_token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  expect((await fetch(`${url}/api/me`, { headers })).status).toBe(200);
  return { id: user.id, headers };
}

/** Fires the burst and SIGKILLs the server as soon as KILL_AFTER analyses have been acknowledged. */
async function burstAndKill(server: RunningServer, headers: Record<string, string>) {
  const acknowledged: string[] = [];
  const statuses: Record<number, number> = {};
  let failed = 0;
  let killing: Promise<void> | undefined;
  const body = JSON.stringify({ profile: fixtureInput('strong'), file_type: 'pdf' });
  await Promise.all(
    Array.from({ length: BURST }, async () => {
      try {
        const res = await fetch(`${server.url}/api/analyze`, { method: 'POST', headers, body });
        const json = (await res.json()) as { analysis?: { id: string } };
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 201 && json.analysis) acknowledged.push(json.analysis.id);
        if (acknowledged.length >= KILL_AFTER) killing ??= server.kill('SIGKILL');
      } catch {
        failed++; // the connection died with the server: the client never learned the outcome
      }
    }),
  );
  await (killing ?? server.kill('SIGKILL'));
  console.log(`  answers before the kill: ${JSON.stringify(statuses)}, ${failed} connections cut`);
  return { acknowledged, failed };
}

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function verify(query: Query, userId: string, acknowledged: string[]) {
  const [u] = await query('select scans_remaining, scans_used from public.users where supabase_id = $1', [userId]);
  const rows = await query('select id from public.analyses where supabase_id = $1', [userId]);
  const stored = new Set(rows.map((r) => String(r.id)));
  const missing = acknowledged.filter((id) => !stored.has(id));
  console.log(
    `  ${acknowledged.length} acknowledged, ${stored.size} stored, scans_used ${u.scans_used}, missing ${missing.length}`,
  );
  expect(missing).toEqual([]);
  expect(u.scans_used).toBe(stored.size);
  expect(Number(u.scans_remaining) + Number(u.scans_used)).toBe(SCANS);
}

describe('crash safety', () => {
  it('PGlite: kill -9 in the middle of 100 analyses loses no acknowledged analysis and charges exactly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ps-crash-'));
    try {
      const email = `crash-${randomUUID().slice(0, 8)}@example.test`;
      let server = await startServer({ dataDir, env: NO_LIMIT });
      let user = await signIn(server.url, email);
      await server.stop();
      // The server holds the data directory while it runs; the balance is given between runs, as an operator would.
      const db = await pgliteSql(join(dataDir, 'pglite'));
      await db.query('update public.users set scans_remaining = $2 where supabase_id = $1', [user.id, SCANS]);
      await db.close();

      server = await startServer({ dataDir, env: NO_LIMIT });
      user = await signIn(server.url, email, true);
      const { acknowledged, failed } = await burstAndKill(server, user.headers);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(failed).toBeGreaterThan(0);

      // Restarting recovers the data directory (it must start, and answer with the same data).
      server = await startServer({ dataDir, env: NO_LIMIT });
      user = await signIn(server.url, email, true);
      const list = await fetch(`${server.url}/api/analyses`, { headers: user.headers });
      const ids = ((await list.json()) as { analyses: { id: string }[] }).analyses.map((a) => a.id);
      expect(ids).toEqual(expect.arrayContaining(acknowledged));
      await server.stop();
      const after = await pgliteSql(join(dataDir, 'pglite'));
      await verify((t, p) => after.query(t, p), user.id, acknowledged);
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  const url = process.env.DATABASE_URL;
  it.skipIf(!url)(
    `PostgreSQL: the same on DATABASE_URL${url ? '' : ' (skipped: DATABASE_URL is unset)'}`,
    async () => {
      const scratch = await scratchDatabase(url!, 'crash');
      const db = postgres(scratch.url, { max: 2, onnotice: () => {} });
      const dataDir = mkdtempSync(join(tmpdir(), 'ps-crash-pg-'));
      try {
        const env = { ...NO_LIMIT, DATABASE_URL: scratch.url };
        const email = `crash-${randomUUID().slice(0, 8)}@example.test`;
        let server = await startServer({ dataDir, env });
        let user = await signIn(server.url, email);
        await db.unsafe('update public.users set scans_remaining = $2 where supabase_id = $1', [user.id, SCANS]);
        const { acknowledged, failed } = await burstAndKill(server, user.headers);
        expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(failed).toBeGreaterThan(0); // the kill landed in the middle of the burst
        server = await startServer({ dataDir, env });
        user = await signIn(server.url, email, true);
        const list = await fetch(`${server.url}/api/analyses`, { headers: user.headers });
        const ids = ((await list.json()) as { analyses: { id: string }[] }).analyses.map((a) => a.id);
        expect(ids).toEqual(expect.arrayContaining(acknowledged));
        await server.stop();
        await verify((t, p) => db.unsafe(t, p as never[]) as never, user.id, acknowledged);
      } finally {
        await db.end();
        await scratch.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});
