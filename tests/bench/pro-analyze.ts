// POST /api/analyze for a Pro user, in-process on PGlite (app.request, no sockets): the whole Pro path (scoring,
// rubric-only advice, every rewrite's gain, storing) for each synthetic profile, one request at a time. Reports
// the median and p90 wall time per request and the process's CPU per request, per profile. No goal of its own: it
// is there to compare one build with another (run both alternately; the machine is shared).
// `npm run bench -- proAnalyze`, or run this file directly.
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { testApp } from '../helpers/app.ts';
import { pgliteDb } from '../helpers/db.ts';

const N = Number(process.env.BENCH_PRO_ANALYZE_N ?? 30);
const WARMUP = 3;
const FIXTURES = ['weak', 'average', 'strong'] as const;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function run(): Promise<Record<string, unknown>> {
  const sql = await pgliteDb();
  try {
    // testApp turns the per-user analyze limit off, as the other quota tests need.
    const { app, signUp } = await testApp(sql);
    const u = await signUp('bench-pro@example.test');
    // Pro as the integration tests make it: straight in the users row, with scans for every request.
    await sql.query(
      `update public.users set subscription_tier = 'pro', scans_remaining = 1000000 where supabase_id = $1`,
      [u.id],
    );
    const fixtures: Record<string, { median_ms: number; p90_ms: number; cpu_ms_per_request: number }> = {};
    for (const name of FIXTURES) {
      const body = JSON.stringify({ profile: fixtureInput(name), file_type: 'pdf' });
      const send = async () => {
        const res = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body });
        const answer = (await res.json()) as { analysis?: { pro?: unknown } };
        // A figure for a refused or free-tier answer would compare nothing.
        if (res.status !== 201 || !answer.analysis?.pro) throw new Error(`${name}: ${res.status}, no Pro analysis`);
      };
      for (let i = 0; i < WARMUP; i++) await send();
      const times: number[] = [];
      const cpu = process.cpuUsage();
      for (let i = 0; i < N; i++) {
        const t0 = performance.now();
        await send();
        times.push(performance.now() - t0);
      }
      const used = process.cpuUsage(cpu);
      times.sort((a, b) => a - b);
      fixtures[name] = {
        median_ms: round(quantile(times, 0.5)),
        p90_ms: round(quantile(times, 0.9)),
        cpu_ms_per_request: round((used.user + used.system) / N / 1000),
      };
    }
    return { requestsEach: N, warmupEach: WARMUP, fixtures };
  } finally {
    await sql.close();
  }
}

if (process.argv[1]?.endsWith('pro-analyze.ts')) {
  console.log(JSON.stringify(await run(), null, 2));
  process.exit(0);
}
