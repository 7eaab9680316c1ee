// The Worker entry in workerd (wrangler dev), with Hyperdrive pointed at the local PostgreSQL and
// Supabase Auth played by our local auth service: /api/health and an authenticated /api/me.
import { type ChildProcess, spawn } from 'node:child_process';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../../scripts/lib/scratch-database.ts';
import { freePort, type RunningServer, startServer } from '../helpers/server.ts';

const url = process.env.DATABASE_URL;

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  logs: () => string,
  exited: () => boolean,
  ms = 90_000,
) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    if (exited()) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not come up:\n${logs().slice(-3000)}`);
}

describe.skipIf(!url)('worker entry in workerd (needs DATABASE_URL)', () => {
  let scratch: ScratchDatabase | undefined;
  let dbUrl: string;
  let auth: RunningServer;
  let wrangler: ChildProcess;
  let workerUrl: string;
  let output = '';

  beforeAll(async () => {
    scratch = await scratchDatabase(url!, 'test_worker');
    dbUrl = scratch.url;
    const u = new URL(dbUrl);
    // Hyperdrive insists on a password in the URL; the local server uses trust auth and ignores it.
    if (!u.password) u.password = 'postgres';
    const hyperdriveUrl = u.toString();
    // The node entry migrates the database and serves the local auth service (our stand-in for Supabase Auth).
    auth = await startServer({ env: { DATABASE_URL: dbUrl } });
    const port = await freePort();
    workerUrl = `http://127.0.0.1:${port}`;
    const vars = {
      PUBLIC_URL: workerUrl,
      SUPABASE_URL: auth.url,
      SUPABASE_ANON_KEY: 'local-anon-key',
      SUPABASE_SERVICE_ROLE_KEY: 'test-service-role',
      STRIPE_SECRET_KEY: 'sk_test_dummy',
      STRIPE_WEBHOOK_SECRET: 'whsec_dummy',
      STRIPE_PRICE_ID: 'price_dummy',
      RESEND_API_KEY: 're_dummy',
    };
    const args = ['node_modules/wrangler/bin/wrangler.js', 'dev', '--ip', '127.0.0.1', '--port', String(port)];
    for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
    wrangler = spawn(process.execPath, args, {
      detached: true, // own process group, so the whole tree (workerd included) is killed at the end
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: hyperdriveUrl,
        NO_UPDATE_NOTIFIER: '1',
        CI: 'true',
      },
    });
    wrangler.stdout?.on('data', (d) => (output += d));
    wrangler.stderr?.on('data', (d) => (output += d));
    await waitFor(
      async () => (await fetch(`${workerUrl}/api/health`)).status < 500,
      'wrangler dev',
      () => output,
      () => wrangler.exitCode !== null,
    );
  });

  afterAll(async () => {
    if (wrangler?.pid) {
      try {
        process.kill(-wrangler.pid, 'SIGKILL');
      } catch {}
    }
    await auth?.stop();
    await scratch?.drop();
  });

  it('answers /api/health from PostgreSQL through Hyperdrive', async () => {
    const res = await fetch(`${workerUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, database: 'ok' });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers an authenticated /api/me with the lazily created free row', async () => {
    const signup = await fetch(`${auth.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'worker@example.com', password: 'correct horse', data: { first_name: 'Wanda' } }),
    });
    expect(signup.status).toBe(200);
    const { access_token } = (await signup.json()) as { access_token: string };
    const me = await fetch(`${workerUrl}/api/me`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ first_name: 'Wanda', subscription_tier: 'free', scans_remaining: 1 });
    const anon = await fetch(`${workerUrl}/api/me`);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('stores a password reset token after answering (the connection outlives the response)', async () => {
    // The lookup and insert run after the response (so known and unknown addresses answer equally fast); the worker must not close
    // the Hyperdrive connection under them. Mail goes to Resend, which is unreachable here: logged, not fatal.
    const res = await fetch(`${workerUrl}/api/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'worker@example.com' }),
    });
    expect(res.status).toBe(200);
    const db = postgres(dbUrl, { max: 1, onnotice: () => {} });
    try {
      const count = async () =>
        (await db<{ n: number }[]>`select count(*)::int as n from public.password_reset_tokens`)[0].n;
      await expect.poll(count, { timeout: 15_000 }).toBe(1);
    } finally {
      await db.end();
    }
  });
});
