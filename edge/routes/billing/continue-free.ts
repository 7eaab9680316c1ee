import { Hono } from 'hono';
import { endpoints } from '../../core/api.ts';
import { AppError } from '../../core/errors.ts';
import { loadUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { route } from '../../http/route.ts';

// POST /api/continue-free: someone who registered for Pro and left checkout (cancelled) can use the Free plan
// instead of being held on "Payment Required". Only a pending account changes; it may still upgrade later.
export const continueFreeRoute = new Hono<AppEnv>();

route(continueFreeRoute, endpoints.continueFree, { use: [loadUser] }, async (c) => {
  const { billing } = c.get('deps');
  if (!(await billing.continueFree(c.get('user').supabase_id))) {
    throw new AppError('CONFLICT', 'Your account is not waiting for a payment.');
  }
  return c.json({ subscription_tier: 'free' as const });
});
