import { Hono } from 'hono';
import { endpoints } from '../../core/api.ts';
import { portalReturnUrl } from '../../core/billing/checkout.ts';
import { AppError } from '../../core/errors.ts';
import { loadUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { publicOrigin } from '../../http/origin.ts';
import { route } from '../../http/route.ts';
import { provider } from './provider.ts';

// Stripe's customer portal (cancel, resume, change card, invoices); its changes come back through the webhook.
export const portalRoute = new Hono<AppEnv>();

route(portalRoute, endpoints.billingPortal, { use: [loadUser] }, async (c) => {
  const customerId = c.get('user').stripe_customer_id;
  if (!customerId) throw new AppError('CONFLICT', 'There is no subscription to manage yet.');
  const { url } = await provider(c, 'create portal session', () =>
    c.get('deps').payments.createPortalSession({ customerId, returnUrl: portalReturnUrl(publicOrigin(c)) }),
  );
  return c.json({ url });
});
