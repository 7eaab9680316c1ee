// Many users: an open-loop load of a realistic mix from N distinct signed-in users (70 % reads of the list and of
// single analyses, 20 % GET /api/me, 10 % new analyses), offered at fixed rates that rise until p99 passes 100 ms.
// Reports the highest offered rate served with p99 <= 50 ms, then the mix at half that rate with the p99 of each
// kind. Loopback only; bounded by MAX_STEPS and MAX_RATE.
import { Agent, request } from 'node:http';
import type { LoadUser } from './load-users.ts';

const STEP_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 4);
const WARMUP_SECONDS = 1;
const MAX_STEPS = 14;
const MAX_RATE = 20_000;
const SOCKETS = 256;

type Kind = 'list' | 'single' | 'me' | 'analyze';

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
}

function pick(i: number): Kind {
  // A fixed interleaving of 20 slots: 7 list, 7 single, 4 me, 2 analyze.
  const slot = i % 20;
  if (slot < 7) return 'list';
  if (slot < 14) return 'single';
  if (slot < 18) return 'me';
  return 'analyze';
}

function send(agent: Agent, base: string, user: LoadUser, kind: Kind, body: string): Promise<boolean> {
  const path =
    kind === 'list'
      ? '/api/analyses'
      : kind === 'single'
        ? `/api/analyses/${user.analysisId}`
        : kind === 'me'
          ? '/api/me'
          : '/api/analyze';
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (kind === 'analyze') headers['content-type'] = 'application/json';
  return new Promise((ok) => {
    const req = request(`${base}${path}`, { agent, method: kind === 'analyze' ? 'POST' : 'GET', headers }, (res) => {
      res.resume();
      res.once('end', () => ok((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
    });
    req.once('error', () => ok(false));
    req.end(kind === 'analyze' ? body : undefined);
  });
}

function p99(samples: Sample[]): number {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return Math.round(ms[Math.min(ms.length - 1, Math.floor(0.99 * ms.length))] ?? 0);
}

/** Offers the mix at `rate` requests a second for `seconds`; latency counts from when each request was due. */
async function offer(base: string, users: LoadUser[], body: string, rate: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS });
  const samples: Sample[] = [];
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const kind = pick(i);
    // A user drawn at random: requests from different users interleave as they would in production.
    const user = users[Math.floor(Math.random() * users.length)];
    inflight.push(
      send(agent, base, user, kind, body).then((ok) => void samples.push({ kind, ok, ms: performance.now() - due })),
    );
  }
  await Promise.all(inflight);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  return { samples, achieved: Math.round(total / elapsed) };
}

function summary(samples: Sample[]) {
  const by = (k: Kind) => samples.filter((s) => s.kind === k);
  return {
    p50_ms: Math.round(samples.map((s) => s.ms).sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0),
    p99_ms: p99(samples),
    failed: samples.filter((s) => !s.ok).length,
    p99_by_kind_ms: {
      list: p99(by('list')),
      single: p99(by('single')),
      me: p99(by('me')),
      analyze: p99(by('analyze')),
    },
  };
}

/** Each user signs in once before the load, as the users of a running service have: one GET /api/me each. */
async function signIn(base: string, users: LoadUser[]): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  for (let i = 0; i < users.length; i += 16)
    await Promise.all(users.slice(i, i + 16).map((u) => send(agent, base, u, 'me', '')));
  agent.destroy();
}

export async function manyUsers(base: string, users: LoadUser[], body: string) {
  await signIn(base, users);
  const steps: { offered_rps: number; achieved_rps: number; p99_ms: number; failed: number }[] = [];
  let best = 0;
  let rate = 20;
  for (let step = 0; step < MAX_STEPS && rate <= MAX_RATE; step++) {
    await offer(base, users, body, rate, WARMUP_SECONDS);
    const { samples, achieved } = await offer(base, users, body, rate, STEP_SECONDS);
    const s = summary(samples);
    steps.push({ offered_rps: rate, achieved_rps: achieved, p99_ms: s.p99_ms, failed: s.failed });
    if (s.p99_ms <= 50 && s.failed === 0) best = rate;
    if (s.p99_ms > 100) break;
    rate = Math.round(rate * 1.4);
  }
  const tried = { users: users.length, step_seconds: STEP_SECONDS, rps_at_p99_50ms: best, steps };
  if (best === 0) return { ...tried, at_half_that_rate: null };
  const half = Math.round(best / 2);
  await offer(base, users, body, half, WARMUP_SECONDS);
  // Long enough for a p99 of the 10 % that are analyses to mean something.
  const seconds = Math.min(20, Math.max(STEP_SECONDS, Math.ceil(1000 / half)));
  const atHalf = { offered_rps: half, ...summary((await offer(base, users, body, half, seconds)).samples) };
  return { ...tried, at_half_that_rate: atHalf };
}
