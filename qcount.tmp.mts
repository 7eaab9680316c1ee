import { PGlite } from '@electric-sql/pglite';
import { startNodeServer } from './edge/node.ts';
import { fixtureInput } from './tests/fixtures/profiles/index.ts';
const counts = new Map<string, number>();
for (const m of ['query', 'exec', 'transaction'] as const) {
  const orig = (PGlite.prototype as any)[m];
  (PGlite.prototype as any)[m] = function (...a: any[]) { const k = `${m}: ${String(a[0]).slice(0, 70).replace(/\s+/g, ' ')}`; counts.set(k, (counts.get(k) ?? 0) + 1); return orig.apply(this, a); };
}
const s = await startNodeServer({ port: 0, env: { ...process.env, DATA_DIR: '/tmp/prof/qc', DATABASE_URL: '', LOG_LEVEL: 'error', RATE_LIMIT_ANALYZE_PER_MINUTE: '0' } });
const email = `q-${Date.now()}@example.test`;
const r = await fetch(`${s.url}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bench password 1', data: { first_name: 'B' } }) });
const { access_token } = (await r.json()) as any;
const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
await fetch(`${s.url}/api/me`, { headers });
await s.sql.query(`update public.users set scans_remaining = 1000 where email = $1`, [email]);
const body = JSON.stringify({ profile: fixtureInput('strong'), file_type: 'pdf' });
for (let i = 0; i < 3; i++) await (await fetch(`${s.url}/api/analyze`, { method: 'POST', headers, body })).text();
await (await fetch(`${s.url}/api/analyses`, { headers })).text();
counts.clear();
for (let i = 0; i < 100; i++) await (await fetch(`${s.url}/api/analyses`, { headers })).text();
console.log('GET x100', Object.fromEntries(counts)); counts.clear();
for (let i = 0; i < 10; i++) await (await fetch(`${s.url}/api/analyze`, { method: 'POST', headers, body })).text();
console.log('POST x10', Object.fromEntries(counts));
const res = await fetch(`${s.url}/api/analyses`, { headers }); console.log([...res.headers].map(([k, v]) => `${k}: ${v.length}`).join(', '), (await res.text()).length);
await s.stop();
