import { Hono } from 'hono';
import { endpoints } from '../../core/api.ts';
import { cancelUrl, successUrl } from '../../core/billing/checkout.ts';
import { AppError } from '../../core/errors.ts';
import { loadUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { publicOrigin } from '../../http/origin.ts';
import { route } from '../../http/route.ts';
import { provider } from './provider.ts';

export const checkoutRoute = new Hono<AppEnv>();

route(checkoutRoute, endpoints.checkout, { use: [loadUser] }, async (c) => {
  const { payments, billing } = c.get('deps');
  const user = c.get('user');
  const { return_to } = c.req.valid('json');
  if (user.subscription_tier === 'pro') {
    throw new AppError('CONFLICT', 'You already have Pro. Manage your subscription from the dashboard.');
  }
  // One customer per user, created on the first checkout and reused for every later one.
  let customerId = user.stripe_customer_id;
  if (!customerId) {
    const created = await provider(c, 'create customer', () =>
      payments.createCustomer({
        userId: user.supabase_id,
        email: user.email,
        name: `${user.first_name} ${user.last_name}`.trim(),
      }),
    );
    customerId = await billing.setCustomer(user.supabase_id, created);
  }
  const origin = publicOrigin(c);
  const session = await provider(c, 'create checkout session', () =>
    payments.createCheckoutSession({
      userId: user.supabase_id,
      email: user.email,
      customerId,
      successUrl: successUrl(origin, return_to),
      cancelUrl: cancelUrl(origin, return_to),
    }),
  );
  return c.json({ id: session.id, url: session.url });
});
