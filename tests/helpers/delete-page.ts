// Browser-side reads for the delete e2e test: the stored supabase-js session, and what the device's Dexie
// database ('profile-score', web/local/db.ts) holds for a user, read with the raw IndexedDB API (no app code).
import type { Page } from 'playwright-core';

/** The signed-in session supabase-js persisted (key sb-<host>-auth-token): access token and user id. */
export function storedSession(page: Page): Promise<{ token: string; userId: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    const value = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
    if (!value?.access_token) throw new Error('no stored session');
    return { token: value.access_token as string, userId: value.user.id as string };
  });
}

/** True when the focused element is inside the element with this data-testid (a dialog's focus trap). */
export function focusInside(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const box = document.querySelector(`[data-testid="${id}"]`);
    return Boolean(box && document.activeElement && box.contains(document.activeElement));
  }, testId);
}

/** Puts a stored file for the analysis, as an upload through the app leaves one (API-made analyses have none). */
export function seedDeviceFile(page: Page, id: string, userId: string): Promise<void> {
  return page.evaluate(
    async ({ id, userId }) => {
      // Inside the page (no imports there, and the app's CSP forbids eval): open the current version.
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const req = indexedDB.open('profile-score');
        req.onsuccess = () => ok(req.result);
        req.onerror = () => fail(req.error);
      });
      await new Promise<void>((ok, fail) => {
        const tx = db.transaction('files', 'readwrite');
        tx.objectStore('files').put({
          id,
          userId,
          name: 'Profile.pdf',
          type: 'application/pdf',
          blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
          profile: { basics: { name: 'Test' } },
          savedAt: Date.now(),
        });
        tx.oncomplete = () => ok();
        tx.onerror = () => fail(tx.error);
      });
      db.close();
    },
    { id, userId },
  );
}

/** Which of the user's rows the device still holds: the analysis, its file, the list (and the id in it), me. */
export function deviceRows(page: Page, id: string, userId: string) {
  return page.evaluate(
    async ({ id, userId }) => {
      // Inside the page (no imports there, and the app's CSP forbids eval): open the current version.
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const req = indexedDB.open('profile-score');
        req.onsuccess = () => ok(req.result);
        req.onerror = () => fail(req.error);
      });
      const get = (store: string, key: string) =>
        new Promise<any>((ok, fail) => {
          const req = db.transaction(store).objectStore(store).get(key);
          req.onsuccess = () => ok(req.result);
          req.onerror = () => fail(req.error);
        });
      const [analysis, file, list, me] = await Promise.all([
        get('analyses', id),
        get('files', id),
        get('lists', userId),
        get('me', userId),
      ]);
      db.close();
      return {
        analysis: Boolean(analysis),
        file: Boolean(file),
        listed: Boolean(list?.analyses?.some((a: { id: string }) => a.id === id)),
        list: Boolean(list),
        me: Boolean(me),
      };
    },
    { id, userId },
  );
}
