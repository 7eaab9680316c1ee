// Shared steps of the PWA tests (tests/e2e/pwa-*.test.ts): the real node entry in process over a built web app,
// service worker control, the signed-in user's token, and the device database read with raw IndexedDB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { startNodeServer } from '../../edge/node.ts';
import { freePort } from './server.ts';

/** The built web app the tests serve: DIST_DIR when set (a build elsewhere), else dist/. */
export const DIST_DIR = process.env.DIST_DIR ?? resolve('dist');

export type PwaServer = Awaited<ReturnType<typeof startNodeServer>> & { close(): Promise<void> };

export async function startPwaServer(distDir = DIST_DIR): Promise<PwaServer> {
  const work = mkdtempSync(join(tmpdir(), 'ps-e2e-pwa-'));
  // The port is picked first: the local auth service names PUBLIC_URL as its issuer.
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
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

/** Waits for the service worker, reloads, and checks that it now controls the page. */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The signed-in user's access token, as supabase-js stored it (web/lib/supabase.ts names the key). */
export function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
    const session = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
    if (!session?.access_token) throw new Error('not signed in');
    return session.access_token as string;
  });
}

/** GET on our API as that user, from the test process (not through the page or its service worker). */
export async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every row of one object store of the app's IndexedDB database, with its version and store names. */
export function readDeviceStore(page: Page, store: string) {
  return page.evaluate(async (name) => {
    const open = indexedDB.open('profile-score');
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      open.onsuccess = () => ok(open.result);
      open.onerror = () => fail(open.error);
    });
    try {
      const stores = [...db.objectStoreNames];
      const rows = stores.includes(name)
        ? await new Promise<any[]>((ok) => {
            const req = db.transaction(name).objectStore(name).getAll();
            req.onsuccess = () => ok(req.result);
          })
        : [];
      return { version: db.version, stores, rows };
    } finally {
      db.close();
    }
  }, store);
}
