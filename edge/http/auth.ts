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

/** Verifies the Bearer token; the identity is all a route needs that reads only the caller's own rows. */
export const requireIdentity: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (!token) throw new AppError('UNAUTHORIZED', 'Please log in again.');
  c.set('identity', await c.get('deps').auth.verify(token));
  await next();
};

/**
 * After requireIdentity: makes sure the user's row exists (created lazily and idempotently, so "no user row"
 * never reaches the UI) and sets it. Registering with plan=pro only ever yields 'pending'. A separate step so
 * routes that need no users row skip its round trip to the database.
 */
export const loadUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const identity = c.get('identity');
  const meta = identity.metadata;
  const user = await c.get('deps').store.ensureUser({
    id: identity.userId,
    email: identity.email,
    firstName: str(meta.first_name, 100),
    lastName: str(meta.last_name, 100),
    tier: meta.plan === 'pro' ? 'pending' : 'free',
  });
  c.set('user', user);
  await next();
};

/** Both: the identity and the users row. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireIdentity(c, async () => {
    await loadUser(c, next);
  });
};
