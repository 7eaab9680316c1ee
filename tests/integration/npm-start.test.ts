// `npm start` and `npm run dev` themselves, as a newcomer runs them: no environment beyond PATH and HOME (PORT,
// WEB_PORT and DATA_DIR only so that the test owns its ports and data). `npm start` must print its URL and serve
// the app, the auth service and the API on embedded defaults: a sign-up gets a session and /api/me shows the free
// plan with its one scan. `npm run dev` must serve the app from Vite with the API behind it on the same origin.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../edge/core/plans.ts';
import { SERVER_BUNDLE, SERVER_GLIBC_TUNABLES } from '../../scripts/lib/build-server.ts';
import { freePort } from '../helpers/server.ts';

/** Command lines and environments of the processes in a process group (Linux /proc). */
function processesIn(pgid: number): { cmdline: string[]; environ: string[] }[] {
  const out: { cmdline: string[]; environ: string[] }[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]) !== pgid) continue;
      const list = (f: string) => readFileSync(`/proc/${pid}/${f}`, 'utf8').split('\0').filter(Boolean);
      out.push({ cmdline: list('cmdline'), environ: list('environ') });
    } catch {
      // the process ended while we looked
    }
  }
  return out;
}

describe('npm start', () => {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'ps-npm-start-'));

  afterAll(async () => {
    for (const child of children) {
      if (!child.pid || child.exitCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM'); // npm, tsx, node and vite: the whole group
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs `npm <args>` with only PATH, HOME and `env`; resolves once its output contains `ready`. */
  async function npm(args: string[], env: Record<string, string>, ready: string) {
    const child = spawn('npm', args, {
      env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const deadline = Date.now() + 180_000;
    while (!output.includes(ready)) {
      if (child.exitCode !== null) throw new Error(`npm ${args.join(' ')} exited (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm ${args.join(' ')} never printed ${ready}:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return () => output;
  }

  it('serves the whole product with nothing configured', async () => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const output = await npm(['start'], { PORT: String(port), DATA_DIR: join(dataDir, 'start') }, `running at ${url}`);

    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expect(await home.text()).toContain('<div id="root"');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    // What serves is the compiled server on plain node (no TypeScript loader in the process), with the malloc
    // setting its memory figures were measured under.
    const [server] = processesIn(children.at(-1)!.pid!).filter((p) => p.cmdline.includes(SERVER_BUNDLE));
    expect(server?.cmdline).toEqual([expect.stringMatching(/node$/), SERVER_BUNDLE]);
    expect(server.environ).toContain(`GLIBC_TUNABLES=${SERVER_GLIBC_TUNABLES}`);

    const signup = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: 'local-anon-key' },
      body: JSON.stringify({
        email: 'newcomer@example.test',
        password: 'a good password 1',
        data: { first_name: 'New', last_name: 'Comer' },
      }),
    });
    expect(signup.status).toBe(200);
    const { access_token } = (await signup.json()) as { access_token: string };
    expect(access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const me = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      first_name: 'New',
      subscription_tier: 'free',
      scans_remaining: PLANS.free.scans,
      scans_used: 0,
    });

    // The local pages: the outbox through the link printed at start (with this start's token), not without it;
    // the local checkout through the link the app redirects to.
    const outbox = new RegExp(`${url}/dev/mail\\?token=[\\w-]+`).exec(output())?.[0];
    expect(outbox).toBeTruthy();
    expect((await fetch(`${url}/dev/mail.json`)).status).toBe(403);
    const mails = await fetch(outbox!.replace('/dev/mail?', '/dev/mail.json?'));
    expect(mails.status).toBe(200);
    expect(Array.isArray(await mails.json())).toBe(true);
    const auth = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    const session = await fetch(`${url}/api/create-checkout-session`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ plan: 'pro' }),
    });
    expect(session.status).toBe(200);
    const checkout = await fetch(((await session.json()) as { url: string }).url);
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('npm run dev: Vite serves the app and forwards the API on the same origin', async () => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const web = `http://localhost:${webPort}`;
    const env = { PORT: String(apiPort), WEB_PORT: String(webPort), DATA_DIR: join(dataDir, 'dev') };
    await npm(['run', 'dev'], env, 'Profile Score is running at');
    let page = '';
    for (const deadline = Date.now() + 60_000; !page.includes('/@vite/client') && Date.now() < deadline; ) {
      page = await fetch(`${web}/`).then(
        (r) => r.text(),
        () => '',
      );
      if (!page) await new Promise((r) => setTimeout(r, 300));
    }
    expect(page).toContain('/@vite/client'); // the dev server, with hot reload
    expect((await fetch(`${web}/api/health`)).status).toBe(200);
    // Local mode points supabase-js at the origin the browser used: Vite's, not the API's own port.
    expect(await (await fetch(`${web}/api/config`)).json()).toMatchObject({ supabaseUrl: web });
  });
});
