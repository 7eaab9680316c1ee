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
import { paced } from './paced.ts';

// Compiled like `npm start` compiles the server, and run on plain node as `npm start` runs it.
const SERVER = 'build/bench-api-server.mjs';
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;

function start(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; send: (l: string) => Promise<void> }> {
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
      await reply;
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

/** Signs a bench user up, gives it scans, warms the routes, then loads GET /api/analyses and POST /api/analyze. */
async function measureApp(env: Record<string, string>, referenceRps: number) {
  const app = await start(env);
  try {
    const email = `bench-${Date.now()}@example.test`;
    const signup = await fetch(`${app.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench password 1', data: { first_name: 'Bench' } }),
    });
    const { access_token } = (await signup.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    await fetch(`${app.url}/api/me`, { headers });
    await app.send(`scans ${email} 1000000`);
    const body = JSON.stringify({ profile: fixtureInput('strong'), file_type: 'pdf' });
    for (let i = 0; i < 10; i++) await fetch(`${app.url}/api/analyze`, { method: 'POST', headers, body });
    const rss = watchRss(app.child.pid!);
    const list = await load({ url: `${app.url}/api/analyses`, headers });
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
    const ratio = (rps: number) => Math.round((rps / referenceRps) * 1000) / 1000;
    return {
      get_analyses: { ...list, ratio_to_reference: ratio(list.rps) },
      post_analyze: { ...analyze, ratio_to_reference: ratio(analyze.rps) },
      post_analyze_at_half_rate: atHalf,
      ...memory,
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
      try {
        pg = await measureApp({ DATABASE_URL: db.url, ...noLimit }, reference.rps);
      } finally {
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
