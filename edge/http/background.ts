import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * Runs work after the response: in the Worker through waitUntil (the isolate stays alive until it settles),
 * on Node the promise simply runs on. Failures are logged, never thrown at the client, who already has
 * the answer (a reset request must answer the same whether or not a mail goes out).
 * https://developers.cloudflare.com/workers/runtime-apis/context/#waituntil
 */
export function runInBackground(c: Context<AppEnv>, what: string, task: () => Promise<unknown>): void {
  const { log } = c.get('deps');
  const requestId = c.get('requestId');
  // A macrotask, not a microtask: the response leaves first, so even an in-process database (PGlite runs its
  // queries on this thread) cannot add the task's work to the response time.
  const p = new Promise<void>((ok) => setTimeout(ok, 0))
    .then(task)
    .catch((err) => log.error(`${what} failed`, { requestId, error: String((err as Error)?.message ?? err) }));
  try {
    c.executionCtx.waitUntil(p);
  } catch {
    // No ExecutionContext (Node, app.request in tests): nothing to extend.
  }
}
