// Shared steps of the PWA tests (tests/e2e/pwa-*.test.ts): service worker control, the signed-in user's token,
// and the device database read with raw IndexedDB. The server is tests/helpers/app-server.ts.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
