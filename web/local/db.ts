// The Dexie schema of the device database (web/local/records.ts describes what it keeps). Imported only through
// getDb() in ./records.ts, so Dexie stays out of every page that does not use the device's copy.
import Dexie, { type EntityTable } from 'dexie';
import type { CachedAnalysis, CachedList, CachedMe, PaymentBackup, QueuedAnalysis, StoredFile } from './records.ts';

export class LocalDb extends Dexie {
  lists!: EntityTable<CachedList, 'userId'>;
  analyses!: EntityTable<CachedAnalysis, 'id'>;
  files!: EntityTable<StoredFile, 'id'>;
  payment!: EntityTable<PaymentBackup, 'id'>;
  queue!: EntityTable<QueuedAnalysis, 'key'>;
  me!: EntityTable<CachedMe, 'userId'>;

  constructor(name = 'profile-score') {
    super(name);
    this.version(1).stores({
      lists: 'userId',
      analyses: 'id, userId, savedAt',
      files: 'id, userId, savedAt',
      payment: 'id',
      queue: 'key, userId, createdAt',
    });
    // v2: the offline queue is read per user in order ([userId+createdAt], web/local/queue.ts), and the user row
    // is kept for offline screens. A claim (sendingSince) written by the previous version belongs to a page that
    // is gone (Dexie closes old connections before upgrading): clear it so the item is sent without waiting for
    // the claim to go stale; its idempotency key makes a repeat harmless.
    this.version(2)
      .stores({
        queue: 'key, userId, createdAt, [userId+createdAt]',
        me: 'userId',
      })
      .upgrade((tx) =>
        tx
          .table<QueuedAnalysis, string>('queue')
          .toCollection()
          .modify((item) => {
            delete item.sendingSince;
          }),
      );
  }
}

export const db = new LocalDb();
