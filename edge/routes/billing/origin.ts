import type { Context } from 'hono';
import { AppError } from '../../core/errors.ts';
import type { AppEnv } from '../../http/context.ts';

/**
 * The origin Stripe sends the browser back to. In local mode it is the origin the browser used (localhost,
 * 127.0.0.1, a LAN address): the session backup lives in that origin's IndexedDB. In the cloud it is the
 * configured PUBLIC_URL, never a Host header.
 */
export function appOrigin(c: Context<AppEnv>): string {
  const { mode, publicUrl } = c.get('deps').config;
  return mode === 'local' ? new URL(c.req.url).origin : publicUrl.replace(/\/+$/, '');
}

/** A payment-provider call: its failures become one clear 503 (details logged, never sent to the browser). */
export async function provider<T>(c: Context<AppEnv>, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    c.get('deps').log.error(`payments: ${what} failed`, { requestId: c.get('requestId'), error: String(err) });
    throw new AppError('UNAVAILABLE', 'Payments are unavailable right now. Please try again in a moment.');
  }
}
