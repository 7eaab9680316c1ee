import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../core/errors.ts';
import type { AppEnv } from './context.ts';

function str(v: unknown, max: number): string {
  return typeof v === 'string' ? v.trim().slice(0, max) : '';
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}

/** A signed-in caller's user id where a route serves anonymous callers too; a missing or bad token means null. */
export async function optionalUserId(c: Context<AppEnv>): Promise<string | null> {
  const token = bearerToken(c);
  if (!token) return null;
  return c
    .get('deps')
    .auth.verify(token)
    .then(
      (id) => id.userId,
      () => null,
    );
}

/**
 * Verifies the Bearer token and makes sure the user's row exists (created lazily and idempotently,
 * so "no user row" never reaches the UI). Registering with plan=pro only ever yields 'pending'.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw new AppError('UNAUTHORIZED', 'Please log in again.');
  const { auth, store } = c.get('deps');
  const identity = await auth.verify(token);
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
