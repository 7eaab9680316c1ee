import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { checkoutRoute } from './checkout.ts';
import { continueFreeRoute } from './continue-free.ts';
import { debugRoute } from './debug.ts';
import { portalRoute } from './portal.ts';
import { updateSubscriptionRoute } from './update-subscription.ts';
import { webhookRoute } from './webhook.ts';

/**
 * POST /create-checkout-session, /stripe/webhook, /update-subscription, /billing-portal, /continue-free, and
 * /debug-create-user with debug routes on (mounted under /api).
 */
export const billingRoutes = new Hono<AppEnv>()
  .route('/', checkoutRoute)
  .route('/', webhookRoute)
  .route('/', updateSubscriptionRoute)
  .route('/', portalRoute)
  .route('/', debugRoute)
  .route('/', continueFreeRoute);
