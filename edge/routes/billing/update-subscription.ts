import { Hono } from 'hono';
import { endpoints, toMeDto } from '../../core/api.ts';
import { grantFromSession, judgeSession } from '../../core/billing/checkout.ts';
import { AppError } from '../../core/errors.ts';
import { loadUser } from '../../http/auth.ts';
import type { AppEnv } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { provider } from './provider.ts';

// The browser's way back from checkout when the webhook is late: it names a Checkout Session, we ask the payment
// provider about it, and grant only if it is paid and was started by the caller. Tier and scans never come from
// the request (the product specification's { tier, scans } body is refused: session_id is required, anything else is
// dropped).

export const updateSubscriptionRoute = new Hono<AppEnv>();

route(updateSubscriptionRoute, endpoints.updateSubscription, { use: [loadUser] }, async (c) => {
  const { payments, billing, store } = c.get('deps');
  const userId = c.get('user').supabase_id;
  const { session_id } = c.req.valid('json');
  const session = await provider(c, 'retrieve checkout session', () => payments.getCheckoutSession(session_id));
  if (!session) throw new AppError('NOT_FOUND', 'No such checkout session.');
  const verdict = judgeSession(session, userId);
  if (verdict === 'not_yours') throw new AppError('FORBIDDEN', 'This checkout session belongs to another account.');
  if (verdict === 'unpaid') {
    throw new AppError('PAYMENT_PENDING', 'Your payment is still being processed. This may take a few moments.');
  }
  const { outcome } = await billing.apply(grantFromSession(session, userId));
  const user = await store.getUser(userId);
  return c.json({ outcome, user: user && toMeDto(user) });
});
