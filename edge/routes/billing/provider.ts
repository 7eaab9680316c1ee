import type { Context } from 'hono';
import { AppError } from '../../core/errors.ts';
import type { AppEnv } from '../../http/context.ts';

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
