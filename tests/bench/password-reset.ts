// Does POST /api/password-reset/request take measurably longer for an address with an account than for one
// without? (docs/design.md 9.5: same answer, no timing difference worth measuring.) In-process app on PGlite,
// known and unknown addresses interleaved in random order, rate limits off. Reports medians, p90s and the
// difference of medians in microseconds; `npm run bench -- passwordReset`, or run this file directly.
import { performance } from 'node:perf_hooks';
import { testApp } from '../helpers/app.ts';
import { pgliteDb } from '../helpers/db.ts';

const N = Number(process.env.BENCH_RESET_N ?? 400);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function run(): Promise<Record<string, unknown>> {
  const sql = await pgliteDb();
  try {
    const unlimited = { hit: async () => ({ ok: true, remaining: 1, retryAfterSeconds: 0 }) };
    const { app, signUp } = await testApp(sql, { rateLimiter: unlimited });
    await signUp('bench.known@example.test');
    const times = { known: [] as number[], unknown: [] as number[] };
    const order = Array.from({ length: N }, (_, i) => (i % 2 ? 'known' : 'unknown') as 'known' | 'unknown');
    order.sort(() => Math.random() - 0.5);
    for (const [i, kind] of [...order.slice(0, 20), ...order].entries()) {
      const email = kind === 'known' ? 'bench.known@example.test' : `bench.unknown.${i}@example.test`;
      const t0 = performance.now();
      const res = await app.request('/api/password-reset/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`status ${res.status}`);
      if (i >= 20) times[kind].push(ms); // the first 20 warm the JIT and the query plans
    }
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { n: s.length, medianMs: +quantile(s, 0.5).toFixed(3), p90Ms: +quantile(s, 0.9).toFixed(3) };
    };
    const known = stats(times.known);
    const unknown = stats(times.unknown);
    return {
      known,
      unknown,
      medianDifferenceMicros: Math.round((known.medianMs - unknown.medianMs) * 1000),
      note: 'before answering both paths do the same work; the lookup, token insert and mail run after the response',
    };
  } finally {
    await new Promise((r) => setTimeout(r, 500)); // let the last background deliveries finish
    await sql.close();
  }
}

if (process.argv[1]?.endsWith('password-reset.ts')) {
  console.log(JSON.stringify(await run(), null, 2));
}
