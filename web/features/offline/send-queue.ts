// Sends the analyses queued offline (web/local/queue.ts), one page at a time across every open tab: the Web Locks
// API serialises runners, and the item's claim covers browsers without it. Each item goes with its own
// idempotency key, so even a repeat after a lost response is stored and charged once (the server replays it).
import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import type { AuthStore } from '../../auth/auth-store.ts';
import { ApiError } from '../../lib/api.ts';
import { claim, queuedFor, release, removeQueued } from '../../local/queue.ts';
import type { QueuedAnalysis } from '../../local/records.ts';
import { submitAnalysis } from '../analysis/submit.ts';

export const QUEUE_LOCK = 'ps-queue';

export interface SendHandlers {
  onSent(item: QueuedAnalysis, analysis: AnalysisDto): void;
  /** The server refused it for good (no scans, invalid profile...): the item is dropped. */
  onRefused(item: QueuedAnalysis, err: ApiError): void;
}

// 401 (token to refresh), 408 and 429 (try later) and 409 (payment still pending) can succeed on a later run.
const RETRY_LATER = new Set([401, 408, 409, 429]);
const isFinalRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && !RETRY_LATER.has(err.status);

/** Sends what is queued for this user; resolves when done or when the connection is gone again. */
export async function sendQueued(auth: AuthStore, userId: string, handlers: SendHandlers): Promise<void> {
  const run = () => sendAll(auth, userId, handlers);
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(QUEUE_LOCK, run);
  else await run();
}

async function sendAll(auth: AuthStore, userId: string, handlers: SendHandlers): Promise<void> {
  for (const item of await queuedFor(userId)) {
    if (navigator.onLine === false) return;
    if (!(await claim(item.key))) continue;
    try {
      const analysis = await submitAnalysis(auth, {
        profile: item.profile,
        fileType: item.file_type,
        targetRole: item.target_role,
        idempotencyKey: item.key,
      });
      await removeQueued(item.key);
      handlers.onSent(item, analysis);
    } catch (err) {
      if (isFinalRefusal(err)) {
        await removeQueued(item.key);
        handlers.onRefused(item, err);
        continue;
      }
      // Unreachable, a server error or no usable session yet: kept for the next run, in order.
      await release(item.key);
      return;
    }
  }
}
