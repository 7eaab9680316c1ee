// What this device keeps for one user (web/local/records.ts): the analyses list, opened analyses, files, the offline
// queue, the last /api/me row, and a payment session backup whose tokens name that user. Removed when the account
// is deleted, so a shared device keeps nothing of an account that no longer exists. Best effort, like every
// device write: a browser without IndexedDB has nothing to remove.
import { getDb } from '../../local/records.ts';

/** The `sub` claim of an access token (no verification needed: it only decides which local row to drop). */
function tokenSubject(token: string): string | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

export async function forgetDeviceData(userId: string): Promise<void> {
  try {
    const db = await getDb();
    await db.transaction('rw', [db.lists, db.analyses, db.files, db.queue, db.me, db.payment], async () => {
      await db.lists.delete(userId);
      await db.analyses.where('userId').equals(userId).delete();
      await db.files.where('userId').equals(userId).delete();
      await db.queue.where('userId').equals(userId).delete();
      await db.me.delete(userId);
      const backup = await db.payment.get('current');
      if (backup && tokenSubject(backup.access_token) === userId) await db.payment.delete('current');
    });
  } catch {
    // No IndexedDB (some private modes), or it is blocked: nothing was stored there to begin with.
  }
}
