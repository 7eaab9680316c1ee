import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { checkoutRoute } from './checkout.ts';
import { continueFreeRoute } from './continue-free.ts';
import { debugRoute } from './debug.ts';
import { portalRoute } from './portal.ts';
import { updateSubscriptionRoute } from './update-subscription.ts';
import { webhookRoute } from './webhook.ts';

/** POST /stripe/webhook: Stripe calls it, signed, with no user (mounted under /api). */
export const billingRoutes = new Hono<AppEnv>().route('/', webhookRoute);

/**
 * POST /create-checkout-session, /update-subscription, /billing-portal, /continue-free, and /debug-create-user
 * with debug routes on (mounted behind requireIdentity; each loads the users row).
 */
export const billingUserRoutes = new Hono<AppEnv>()
  .route('/', checkoutRoute)
  .route('/', updateSubscriptionRoute)
  .route('/', portalRoute)
  .route('/', debugRoute)
  .route('/', continueFreeRoute);
