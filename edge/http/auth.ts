import type { MiddlewareHandler } from 'hono';
import { AppError } from '../core/errors.ts';
import type { AppEnv } from './context.ts';

function str(v: unknown, max: number): string {
  return typeof v === 'string' ? v.trim().slice(0, max) : '';
}

/**
 * Verifies the Bearer token and makes sure the user's row exists (created lazily and idempotently,
 * so "no user row" never reaches the UI). Registering with plan=pro only ever yields 'pending'.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new AppError('UNAUTHORIZED', 'Please log in again.');
  const { auth, store } = c.var.deps;
  const identity = await auth.verify(match[1]);
  const meta = identity.metadata;
  const user = await store.ensureUser({
    id: identity.userId,
    email: identity.email,
    firstName: str(meta.first_name, 100),
    lastName: str(meta.last_name, 100),
    tier: meta.plan === 'pro' ? 'pending' : 'free',
  });
  c.set('identity', identity);
  c.set('user', user);
  await next();
};
