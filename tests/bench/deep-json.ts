// CPU per request of hostile JSON bodies: 64 KB nested 32,000 levels deep (and 30,000 members wide) against the
// routes that read JSON without a sign-in or before one (the local auth service's recover, signup, password and
// refresh grants) and two API routes, in-process on PGlite. Each client is its own address (TRUST_PROXY), so the
// per-address limits do not turn the bodies away before they are read. Goal: at most 5 ms of CPU per request.
// `npm run bench -- deepJson`, or run this file directly.
import { testApp } from '../helpers/app.ts';
import { pgliteDb } from '../helpers/db.ts';

const N = Number(process.env.BENCH_DEEP_JSON_N ?? 200);
const LEVELS = 32_000;
const DEEP = `{"email":"a@example.com","password":"whatever1","refresh_token":"x","x":${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}}`;
const WIDE = `{"email":"a@example.com","password":"whatever1","x":[${Array(30_000).fill('0').join(',')}]}`;
const ROUTES = [
  '/auth/v1/recover',
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/api/create-checkout-session',
  '/api/contact',
];

export async function run(): Promise<Record<string, unknown>> {
  const sql = await pgliteDb();
  try {
    const t = await testApp(sql, { config: { trustProxy: { header: 'x-forwarded-for', hops: 1 } } });
    const { headers } = await t.signUp('bench-deep@example.test');
    let n = 0;
    const from = () => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` });
    const cpuMs: Record<string, number> = {};
    const statuses: Record<string, number[]> = {};
    for (const [kind, body] of [
      ['deep', DEEP],
      ['wide', WIDE],
    ] as const) {
      for (const path of ROUTES) {
        const send = () => t.app.request(path, { method: 'POST', headers: { ...headers, ...from() }, body });
        for (let i = 0; i < 20; i++) await (await send()).text(); // warm-up
        const seen = new Set<number>();
        const before = process.cpuUsage();
        for (let i = 0; i < N; i++) {
          const res = await send();
          await res.text();
          seen.add(res.status);
        }
        const used = process.cpuUsage(before);
        cpuMs[`${kind} ${path}`] = +((used.user + used.system) / N / 1000).toFixed(3);
        statuses[`${kind} ${path}`] = [...seen];
      }
    }
    const worst = Math.max(...Object.values(cpuMs));
    return { requestsEach: N, cpuMsPerRequest: cpuMs, statuses, worstCpuMs: worst };
  } finally {
    await sql.close();
  }
}

if (process.argv[1]?.endsWith('deep-json.ts')) {
  console.log(JSON.stringify(await run(), null, 2));
}
