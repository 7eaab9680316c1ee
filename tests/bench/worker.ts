// The Worker on its production data path: `wrangler dev` (workerd) with Hyperdrive's local connection to a scratch
// database on DATABASE_URL, and the node entry on the same database beside it (it also plays Supabase Auth).
// Requests one at a time, after a warm-up: p50 and p99 per endpoint for each. Skipped without DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import postgres from 'postgres';
import { scratchDatabase } from '../../scripts/lib/scratch-database.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { freePort, startServer } from '../helpers/server.ts';

const WARMUP = 10;
const REQUESTS = Number(process.env.BENCH_WORKER_REQUESTS ?? 100);

async function until(check: () => Promise<boolean>, what: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not come up`);
}

function wranglerDev(port: number, supabaseUrl: string, hyperdriveUrl: string): ChildProcess {
  const vars = {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: 'local-anon-key',
    SUPABASE_SERVICE_ROLE_KEY: 'bench-service-role',
    STRIPE_SECRET_KEY: 'sk_test_dummy',
    STRIPE_WEBHOOK_SECRET: 'whsec_dummy',
    STRIPE_PRICE_ID: 'price_dummy',
    RESEND_API_KEY: 're_dummy',
    RATE_LIMIT_ANALYZE_PER_MINUTE: '0',
    LOG_LEVEL: 'error',
  };
  const args = ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', String(port)];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  return spawn(process.execPath, args, {
    detached: true, // its own process group: workerd and all are killed together
    stdio: 'ignore',
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: hyperdriveUrl,
      NO_UPDATE_NOTIFIER: '1',
      CI: 'true',
    },
  });
}

/** Sequential requests: the latency one request sees, p50 and p99 in ms. */
async function timed(url: string, init: RequestInit) {
  const ms: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status}`);
    if (i >= WARMUP) ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 10) / 10;
  return { p50_ms: at(0.5), p99_ms: at(0.99) };
}

export async function run(): Promise<Record<string, unknown>> {
  const url = process.env.DATABASE_URL;
  if (!url) return { skipped: 'DATABASE_URL is unset' };
  const db = await scratchDatabase(url, 'bench_worker');
  const node = await startServer({ env: { DATABASE_URL: db.url, RATE_LIMIT_ANALYZE_PER_MINUTE: '0' } });
  const hyperdrive = new URL(db.url);
  if (!hyperdrive.password) hyperdrive.password = 'postgres'; // Hyperdrive wants one; trust auth ignores it
  const port = await freePort();
  const worker = wranglerDev(port, node.url, hyperdrive.toString());
  const workerUrl = `http://127.0.0.1:${port}`;
  try {
    await until(async () => (await fetch(`${workerUrl}/api/health`)).status < 500, 'wrangler dev');
    const signup = await fetch(`${node.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-worker@example.test', password: 'bench password 1' }),
    });
    const { access_token, user } = (await signup.json()) as { access_token: string; user: { id: string } };
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    await fetch(`${workerUrl}/api/me`, { headers });
    const admin = postgres(db.url, { max: 1, onnotice: () => {} });
    await admin`update public.users set scans_remaining = 1000000 where supabase_id = ${user.id}`;
    await admin.end();
    const body = JSON.stringify({ profile: fixtureInput('strong'), file_type: 'pdf' });
    const made = await fetch(`${workerUrl}/api/analyze`, { method: 'POST', headers, body });
    const id = ((await made.json()) as { analysis: { id: string } }).analysis.id;
    const endpoints: [string, string, RequestInit][] = [
      ['GET /api/health', '/api/health', {}],
      ['GET /api/me', '/api/me', { headers }],
      ['GET /api/analyses', '/api/analyses', { headers }],
      ['GET /api/analyses/:id', `/api/analyses/${id}`, { headers }],
      ['POST /api/analyze', '/api/analyze', { method: 'POST', headers, body }],
    ];
    const out: Record<string, unknown> = {};
    for (const [name, path, init] of endpoints) {
      out[name] = { worker: await timed(`${workerUrl}${path}`, init), node: await timed(`${node.url}${path}`, init) };
    }
    return { requests_each: REQUESTS, endpoints: out };
  } finally {
    try {
      if (worker.pid) process.kill(-worker.pid, 'SIGKILL');
    } catch {}
    await node.stop();
    await db.drop();
  }
}
