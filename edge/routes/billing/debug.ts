import { Hono, type MiddlewareHandler } from 'hono';
import { endpoints, toMeDto } from '../../core/api.ts';
import { AppError } from '../../core/errors.ts';
import { loadUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { route } from '../../http/route.ts';

// POST /api/debug-create-user (the payment-pending screen's 'Force Create Account', docs/design.md 9.3): exists only
// with DEBUG_ROUTES on, acts only on the caller's own id, and can only make sure the row exists (the lazy row
// creation in requireUser already does). It never changes tier or scans.

export const debugRoute = new Hono<AppEnv>();

const onlyWithDebugRoutes: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('deps').config.debugRoutes) throw new AppError('NOT_FOUND', 'No route for POST /api/debug-create-user.');
  await next();
};

route(debugRoute, endpoints.debugCreateUser, { use: [onlyWithDebugRoutes, loadUser] }, (c) => {
  if (c.req.valid('json').userId.toLowerCase() !== c.get('user').supabase_id.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'You can only act on your own account.');
  }
  return c.json(toMeDto(c.get('user')));
});
