// API throughput at 32 concurrent connections against the real node entry on PGlite (rubric-only scoring),
// with a bare Hono JSON route in its own process as the reference for what this machine can do; then the same
// app on real PostgreSQL when DATABASE_URL is set.
// Goals (not tests): GET /api/analyses >= 30% of the reference; POST /api/analyze p99 <= 50 ms; peak RSS <= 300 MB.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bundleForNode, SERVER_GLIBC_TUNABLES } from '../../scripts/lib/build-server.ts';
import { scratchDatabase } from '../../scripts/lib/scratch-database.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { manyUsers } from './load.ts';
import type { LoadUser } from './load-users.ts';
import { paced } from './paced.ts';

// Compiled like `npm start` compiles the server, and run on plain node as `npm start` runs it.
const SERVER = 'build/bench-api-server.mjs';
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;

function start(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; send: (l: string) => Promise<string> }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let waiting: ((line: string) => void) | undefined;
  let buf = '';
  child.stdout!.on('data', (d) => {
    buf += d;
    let i = buf.indexOf('\n');
    while (i >= 0) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      waiting?.(line);
      i = buf.indexOf('\n');
    }
  });
  const next = () => new Promise<string>((ok) => (waiting = ok));
  return next().then((line) => ({
    url: line.replace(/^ready /, ''),
    child,
    send: async (l: string) => {
      const reply = next();
      child.stdin!.write(`${l}\n`);
      return reply;
    },
  }));
}

async function load(opts: autocannon.Options) {
  // Two seconds of the same load first, not counted: V8 and PGlite's wasm tier up during the first second or so of a
  // new request mix, and that start-up tail is not the steady state this measures.
  await autocannon({ connections: CONNECTIONS, duration: WARMUP_SECONDS, ...opts });
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  return {
    rps: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/**
 * The server's RSS sampled every 20 ms while the loads run: its peak under load. The process's lifetime high-water
 * mark is reported beside it; that one also holds start-up and the bench user's sign-up, whose scrypt hash takes
 * 32 MiB by design (edge/adapters/node/local-auth/passwords.ts).
 */
function watchRss(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusMb(pid, 'VmRSS'));
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return { server_peak_rss_mb: peak, server_lifetime_hwm_mb: statusMb(pid, 'VmHWM') };
    },
  };
}

const LOAD_USERS = Number(process.env.BENCH_LOAD_USERS ?? 1000);

/** The bare route's figures for the same user and analysis, measured between the app's reads and its writes. */
type Reference = (userId: string, analysisId: string) => Promise<{ list: number; single: number }>;

/**
 * Signs a bench user up, gives it scans, warms the routes, then loads GET /api/analyses, GET /api/analyses/:id and
 * POST /api/analyze from that one user, and last the many-users mix (load.ts).
 */
async function measureApp(env: Record<string, string>, referenceRps: number, reference?: Reference) {
  const app = await start(env);
  try {
    const email = `bench-${Date.now()}@example.test`;
    const signup = await fetch(`${app.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench password 1', data: { first_name: 'Bench' } }),
    });
    const { access_token, user } = (await signup.json()) as { access_token: string; user: { id: string } };
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    await fetch(`${app.url}/api/me`, { headers });
    await app.send(`scans ${email} 1000000`);
    const body = JSON.stringify({ profile: fixtureInput('strong'), file_type: 'pdf' });
    let analysisId = '';
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${app.url}/api/analyze`, { method: 'POST', headers, body });
      analysisId = ((await res.json()) as { analysis: { id: string } }).analysis.id;
    }
    const rss = watchRss(app.child.pid!);
    const list = await load({ url: `${app.url}/api/analyses`, headers });
    const single = await load({ url: `${app.url}/api/analyses/${analysisId}`, headers });
    const bare = reference ? await reference(user.id, analysisId) : undefined;
    const analyze = await load({ url: `${app.url}/api/analyze`, method: 'POST', headers, body });
    // At saturation p99 is 32 / throughput (Little's law), a throughput figure in disguise. What a user waits for
    // under heavy but sustainable load: the same requests offered at half the rate just measured.
    const halfRate = Math.max(1, Math.round(analyze.rps / 2));
    const atHalf = await paced({
      url: `${app.url}/api/analyze`,
      method: 'POST',
      headers,
      body,
      rate: halfRate,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    const memory = rss.stop();
    // The many-users mix, from users made beforehand (load-users.ts) with the issuer of a token this server made.
    const issuer = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString()).iss as string;
    const users = JSON.parse(await app.send(`users ${LOAD_USERS} ${issuer} ${analysisId}`)) as LoadUser[];
    const many = await manyUsers(app.url, users, body);
    const ratio = (rps: number, to = referenceRps) => Math.round((rps / to) * 1000) / 1000;
    return {
      get_analyses: {
        ...list,
        ratio_to_reference: ratio(list.rps),
        ...(bare && { bare_postgres_rps: bare.list, ratio_to_bare_postgres: ratio(list.rps, bare.list) }),
      },
      get_analysis: {
        ...single,
        ratio_to_reference: ratio(single.rps),
        ...(bare && { bare_postgres_rps: bare.single, ratio_to_bare_postgres: ratio(single.rps, bare.single) }),
      },
      post_analyze: { ...analyze, ratio_to_reference: ratio(analyze.rps) },
      post_analyze_at_half_rate: atHalf,
      ...memory,
      many_users: many,
    };
  } finally {
    app.child.kill('SIGTERM');
    await new Promise((r) => app.child.once('exit', r));
  }
}

export async function run(): Promise<Record<string, unknown>> {
  await bundleForNode('tests/bench/api-server.ts', SERVER);
  const dataDir = mkdtempSync(join(tmpdir(), 'ps-bench-'));
  const bare = await start({ BENCH_BARE: '1' });
  // The per-user analyze limit (20 a minute) would turn the load into 429s: off for the measured servers.
  const noLimit = { RATE_LIMIT_ANALYZE_PER_MINUTE: '0' };
  try {
    const reference = await load({ url: `${bare.url}/json` });
    // First start creates the database (initdb); the measured server is a second start on that data, as a
    // real deployment runs.
    const first = await start({ DATA_DIR: dataDir, DATABASE_URL: '', ...noLimit });
    first.child.kill('SIGTERM');
    await new Promise((r) => first.child.once('exit', r));
    const pglite = await measureApp({ DATA_DIR: dataDir, DATABASE_URL: '', ...noLimit }, reference.rps);
    // The same app on a real PostgreSQL server (what the Worker talks to through Hyperdrive), when there is one.
    const url = process.env.DATABASE_URL;
    let pg: Record<string, unknown> = { skipped: 'DATABASE_URL is unset' };
    if (url) {
      const db = await scratchDatabase(url, 'bench');
      // The bare postgres.js reference on the same database (it connects at its first request, after the app has
      // migrated it).
      const barePg = await start({ BENCH_BARE: '1', BENCH_PG_URL: db.url });
      const bareReads: Reference = async (userId, analysisId) => ({
        list: (await load({ url: `${barePg.url}/pg/analyses/${userId}` })).rps,
        single: (await load({ url: `${barePg.url}/pg/analyses/${userId}/${analysisId}` })).rps,
      });
      try {
        pg = await measureApp({ DATABASE_URL: db.url, ...noLimit }, reference.rps, bareReads);
      } finally {
        barePg.child.kill('SIGTERM');
        await new Promise((r) => barePg.child.once('exit', r));
        await db.drop();
      }
    }
    return {
      connections: CONNECTIONS,
      seconds_each: SECONDS,
      warmup_seconds_each: WARMUP_SECONDS,
      reference_bare_hono: reference,
      ...pglite,
      postgres: pg,
    };
  } finally {
    bare.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Standalone: `node --import tsx tests/bench/api.ts` (run.ts imports run() instead).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await run(), null, 2));
  process.exit(0);
}
