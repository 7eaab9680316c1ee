// The device database's upgrade path from version 1 (what the first release wrote) to version 2, on a
// real browser profile: a version 1 database with data is made with raw IndexedDB exactly as Dexie laid it out,
// then the app opens it. Also the "Install app" button, shown while Chromium offers installation.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFree } from '../helpers/analysis-page.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { type LaunchedBrowser, launchBrowser } from '../helpers/browser.ts';
import { readDeviceStore } from '../helpers/pwa.ts';

const USER = { first: 'Emmy', last: 'Noether', email: `emmy.n.${Date.now()}@example.com`, password: 'symmetry-1915' };
const CLAIMED_AT = Date.now();

let server: AppServer;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Dexie's version 1 of web/local/db.ts: IndexedDB version 10 (Dexie's ×10), one index per listed key path. */
function createVersion1(p: Page, claimedAt: number) {
  return p.evaluate(async (sendingSince) => {
    const open = indexedDB.open('profile-score', 10);
    open.onupgradeneeded = () => {
      const db = open.result;
      const store = (name: string, keyPath: string, indexes: string[] = []) => {
        const s = db.createObjectStore(name, { keyPath });
        for (const i of indexes) s.createIndex(i, i);
      };
      store('lists', 'userId');
      store('analyses', 'id', ['userId', 'savedAt']);
      store('files', 'id', ['userId', 'savedAt']);
      store('payment', 'id');
      store('queue', 'key', ['userId', 'createdAt']);
    };
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      open.onsuccess = () => ok(open.result);
      open.onerror = () => fail(open.error);
    });
    const tx = db.transaction(['lists', 'queue'], 'readwrite');
    tx.objectStore('lists').put({ userId: 'earlier-user', analyses: [], savedAt: 1 });
    // A claim left by a page of the old version that went away mid-send.
    tx.objectStore('queue').put({
      key: 'a1b2c3d4-queued-in-v1',
      userId: 'earlier-user',
      profile: { basics: { name: 'Earlier User' } },
      file_type: 'pdf',
      createdAt: 1,
      sendingSince,
    });
    await new Promise((ok) => (tx.oncomplete = ok));
    db.close();
  }, claimedAt);
}

const queueIndexes = (p: Page) =>
  p.evaluate(async () => {
    const open = indexedDB.open('profile-score');
    const db = await new Promise<IDBDatabase>((ok) => (open.onsuccess = () => ok(open.result)));
    const names = [...db.transaction('queue').objectStore('queue').indexNames];
    db.close();
    return names;
  });

describe('device database', () => {
  it('upgrades a version 1 database to version 2 without losing data', async () => {
    // Same origin, no app code: the database is made before the app ever opens it.
    await page.goto(`${server.url}/robots.txt`);
    await createVersion1(page, CLAIMED_AT);
    await registerFree(page, server.url, USER);
    // The dashboard saves the user's list and row, which opens (and upgrades) the database.
    await expect.poll(async () => (await readDeviceStore(page, 'me')).rows.length).toBe(1);
    const queue = await readDeviceStore(page, 'queue');
    expect(queue.version).toBe(20);
    expect(queue.stores).toEqual(expect.arrayContaining(['lists', 'analyses', 'files', 'payment', 'queue', 'me']));
    expect(queue.rows).toEqual([
      {
        key: 'a1b2c3d4-queued-in-v1',
        userId: 'earlier-user',
        profile: { basics: { name: 'Earlier User' } },
        file_type: 'pdf',
        createdAt: 1,
      },
    ]);
    expect(await queueIndexes(page)).toEqual(expect.arrayContaining(['userId', 'createdAt', '[userId+createdAt]']));
    const lists = (await readDeviceStore(page, 'lists')).rows.map((r) => r.userId);
    expect(lists).toContain('earlier-user');
    expect(lists).toHaveLength(2);
    const me = (await readDeviceStore(page, 'me')).rows[0];
    expect(me.row).toMatchObject({ email: USER.email, subscription_tier: 'free' });
  });

  it('offers "Install app" while Chromium offers installation, and spends the offer on use', async () => {
    const install = page.getByRole('button', { name: 'Install app' });
    await install.waitFor({ timeout: 30_000 });
    await install.click();
    await install.waitFor({ state: 'detached' });
  });
});
