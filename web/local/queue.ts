// Analyses requested while offline (docs/design.md 8), kept in Dexie so they survive a reload. Each item carries the
// idempotency key it will be sent with: whichever tab sends it, however often, the server stores and charges it
// once. Claims (sendingSince) keep two tabs from sending the same item at the same moment when the Web Locks API
// is missing; a claim older than CLAIM_STALE_MS belongs to a page that went away mid-send.
import Dexie, { liveQuery } from 'dexie';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { getDb, type QueuedAnalysis } from './records.ts';

export const CLAIM_STALE_MS = 60_000;

export interface NewQueuedAnalysis {
  key: string;
  userId: string;
  profile: Profile;
  file_type: 'pdf' | 'image';
  target_role?: string;
  draftId?: string;
}

export async function enqueueAnalysis(item: NewQueuedAnalysis): Promise<void> {
  await (await getDb()).queue.put({ ...item, createdAt: Date.now() });
}

/** The user's queued analyses, oldest first. */
export async function queuedFor(userId: string): Promise<QueuedAnalysis[]> {
  const db = await getDb();
  return db.queue.where('[userId+createdAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray();
}

/** Marks the item as being sent by this page; false when it is gone or another page is sending it. */
export async function claim(key: string, now = Date.now()): Promise<boolean> {
  const db = await getDb();
  return db.transaction('rw', db.queue, async () => {
    const item = await db.queue.get(key);
    if (!item) return false;
    if (item.sendingSince && now - item.sendingSince < CLAIM_STALE_MS) return false;
    await db.queue.update(key, { sendingSince: now });
    return true;
  });
}

export async function release(key: string): Promise<void> {
  await (await getDb()).queue.update(key, { sendingSince: undefined });
}

export async function removeQueued(key: string): Promise<void> {
  await (await getDb()).queue.delete(key);
}

/** Live count for the app chrome; updates across tabs (Dexie broadcasts its changes). */
export function watchQueuedCount(userId: string, onCount: (count: number) => void): () => void {
  let stopped = false;
  let stop = () => {};
  getDb().then(
    (db) => {
      if (stopped) return;
      const sub = liveQuery(() => db.queue.where('userId').equals(userId).count()).subscribe({
        next: onCount,
        error: () => onCount(0),
      });
      stop = () => sub.unsubscribe();
    },
    () => onCount(0),
  );
  return () => {
    stopped = true;
    stop();
  };
}
