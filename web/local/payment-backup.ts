// The payment session backup (product specification, sections 3, 4, 9; docs/design.md 8): the tokens are copied to
// IndexedDB before the browser leaves for checkout, so that if the session is lost on the way (storage cleared, another
// tab signed out, a strict privacy mode) the return from checkout can still finish the payment. Valid 1 hour.
import { getDb } from './records.ts';

export const BACKUP_MAX_AGE_MS = 3_600_000;

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

/** Best effort: a browser without IndexedDB still goes to checkout (the backup only helps on the way back). */
export async function backupSession(tokens: SessionTokens, now = Date.now()): Promise<boolean> {
  try {
    const db = await getDb();
    await db.payment.put({
      id: 'current',
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      timestamp: now,
    });
    return true;
  } catch {
    return false;
  }
}

/** The backup if it is younger than 1 hour; an older one is deleted and null returned. */
export async function readBackup(now = Date.now()): Promise<SessionTokens | null> {
  try {
    const db = await getDb();
    const row = await db.payment.get('current');
    if (!row) return null;
    if (!(now - row.timestamp >= 0 && now - row.timestamp < BACKUP_MAX_AGE_MS)) {
      await db.payment.delete('current');
      return null;
    }
    return { access_token: row.access_token, refresh_token: row.refresh_token };
  } catch {
    return null;
  }
}

export async function clearBackup(): Promise<void> {
  try {
    await (await getDb()).payment.delete('current');
  } catch {
    // Nothing to clear when IndexedDB is unavailable.
  }
}
