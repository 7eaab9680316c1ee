import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
  /** The outbox's link as the server printed it at start (with this start's token), on this URL; null without. */
  outboxUrl: string | null;
  /** This start's token of the mail outbox pages, read from that line ('' when there is none). */
  pageTokens: { mail: string };
  /** Sends a signal (e.g. SIGKILL for crash tests) and resolves once the process has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

/**
 * Starts the real node entry (what `npm start` runs, over the already built dist/) in a child process
 * with a fresh DATA_DIR, and waits until /api/health answers.
 */
export async function startServer(
  opts: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'ps-data-'));
  const url = `http://127.0.0.1:${port}`;
  // PUBLIC_URL names this origin in emailed links and as the local token issuer.
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  if (!opts.env?.DATABASE_URL) delete env.DATABASE_URL; // embedded PGlite unless a test asks otherwise
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'edge/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // The start-up lines come right after the server listens.
  for (let i = 0; i < 50 && !output.includes('is running at'); i++) await new Promise((r) => setTimeout(r, 100));
  const mail = /\/dev\/mail\?token=([\w-]+)/.exec(output)?.[1] ?? '';
  return {
    url,
    port,
    dataDir,
    outboxUrl: mail ? `${url}/dev/mail?token=${mail}` : null,
    pageTokens: { mail },
    logs: () => output,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
