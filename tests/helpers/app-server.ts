// The real node entry, in the test's own process, over a built web app: for browser tests that also reach into
// the server (its database handle, e.g. to give a user scans). Embedded PGlite in a fresh data directory and the
// rubric-only scorer, whatever the environment says (no DATABASE_URL, no LLM). tests/helpers/server.ts starts the
// same entry as a child process instead, for tests that kill or restart it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startNodeServer } from '../../edge/node.ts';
import { freePort } from './server.ts';

/** The built web app the tests serve: DIST_DIR when set (a build elsewhere), else dist/. */
export const DIST_DIR = process.env.DIST_DIR ?? resolve('dist');

export type AppServer = Awaited<ReturnType<typeof startNodeServer>> & { close(): Promise<void> };

export async function startAppServer(distDir = DIST_DIR): Promise<AppServer> {
  const work = mkdtempSync(join(tmpdir(), 'ps-e2e-app-'));
  // The port is picked first: the local auth service names PUBLIC_URL as its issuer.
  const port = await freePort();
  const { DATABASE_URL: _d, OPENAI_API_KEY: _k, LLM_BASE_URL: _b, ...env } = process.env;
  const server = await startNodeServer({
    port,
    dataDir: join(work, 'data'),
    distDir,
    env: { ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
  });
  return {
    ...server,
    async close() {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The node entry in this process with `env` alone (nothing from the outer environment: no DATABASE_URL, no keys)
 * and no web app: for tests of the server itself (sockets, limits, start-up checks). Rejects as the server does.
 */
export async function startBareServer(env: Record<string, string> = {}, hostname?: string): Promise<AppServer> {
  const work = mkdtempSync(join(tmpdir(), 'ps-bare-'));
  try {
    const server = await startNodeServer({
      port: await freePort(),
      hostname,
      dataDir: join(work, 'data'),
      distDir: join(work, 'no-dist'),
      env: { LOG_LEVEL: 'error', ...env },
    });
    return {
      ...server,
      async close() {
        await server.stop();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(work, { recursive: true, force: true });
    throw err;
  }
}
