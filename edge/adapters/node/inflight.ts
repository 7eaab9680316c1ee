// Graceful stop on Node. A client that hangs up (a closed tab, a load generator at the end of its run) closes its
// socket, so server.close() can report "no connections" while that request's handler still awaits the database;
// closing the database then fails it half way. Every request, and every task it leaves running after its
// response (runInBackground's waitUntil), is counted here, and stop waits for the count to reach zero.
import type { ExecutionContext } from 'hono';

export class Inflight {
  private count = 0;
  private waiters: (() => void)[] = [];

  /** The ExecutionContext Node requests get: waitUntil keeps the task counted until it settles. */
  readonly ctx: ExecutionContext = {
    waitUntil: (p: Promise<unknown>) => {
      this.track(p).catch(() => {});
    },
    passThroughOnException: () => {},
    props: {},
  };

  track<T>(p: Promise<T>): Promise<T> {
    this.count++;
    return p.finally(() => {
      if (--this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Resolves once nothing is in flight, or after `timeoutMs` (a stuck request must not block a restart). */
  drained(timeoutMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((ok) => {
      const timer = setTimeout(ok, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        ok();
      });
    });
  }
}
