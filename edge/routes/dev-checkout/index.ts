// The local checkout (embedded default, no Stripe account): GET /dev/checkout/:id is a clearly labelled
// test-mode payment page; POST /dev/checkout/:id/pay marks the session paid, sends a checkout.session.completed
// signed with the webhook secret (stripe SDK) through our own webhook handler, and answers 303 to the success
// URL. /dev/billing-portal/:id does the same for cancel, resume, renewal and deletion. Mounted only in local mode.

import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  addMonth,
  checkoutSessionObject,
  type LocalSubscription,
  renewalInvoiceObject,
  stripeEvent,
  subscriptionObject,
} from '../../adapters/local-payments/events.ts';
import type { LocalPayments } from '../../adapters/local-payments.ts';
import { LocalPayments as Local } from '../../adapters/local-payments.ts';
import type { AppEnv } from '../../http/context.ts';
import { checkoutPage } from './checkout-page.ts';
import { notFoundPage, page } from './html.ts';
import { portalPage } from './portal-page.ts';

/** Hands a request to the app's own fetch (the webhook route), in process. */
export type Deliver = (request: Request) => Response | Promise<Response>;

const NO_STORE = { 'Cache-Control': 'no-store' };

export function devCheckoutRoutes(payments: LocalPayments, deliver: Deliver) {
  async function send(c: Context<AppEnv>, type: string, object: Record<string, unknown>): Promise<Response> {
    const body = JSON.stringify(stripeEvent(type, object, c.get('deps').clock.now()));
    return await deliver(
      new Request(new URL('/api/stripe/webhook', c.req.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': payments.sign(body) },
        body,
      }),
    );
  }

  const failed = (c: Context<AppEnv>, res: Response) => {
    c.get('deps').log.error('local checkout: webhook rejected the event', { status: res.status });
    return c.html(
      page(
        'Payment failed',
        `<div class="card"><h1>The payment could not be recorded</h1>
         <p class="muted">The webhook answered ${res.status}. Nothing was charged. Please try again.</p></div>`,
      ),
      502,
      NO_STORE,
    );
  };

  return new Hono<AppEnv>()
    .get('/checkout/:id', async (c) => {
      const s = await payments.session(c.req.param('id'), 'checkout');
      if (!s) return c.html(notFoundPage('Checkout'), 404, NO_STORE);
      return c.html(checkoutPage(s), 200, NO_STORE);
    })
    .post('/checkout/:id/pay', async (c) => {
      const s = await payments.completeCheckout(c.req.param('id'));
      if (!s?.subscription_id || !s.supabase_id) return c.html(notFoundPage('Checkout'), 404, NO_STORE);
      const session = checkoutSessionObject({
        id: s.id,
        userId: s.supabase_id,
        customerId: s.customer_id,
        subscriptionId: s.subscription_id,
        email: s.email,
      });
      const paid = await send(c, 'checkout.session.completed', session);
      if (!paid.ok) return failed(c, paid);
      // Stripe follows with the subscription itself; it carries the billing period the dashboard shows.
      const now = c.get('deps').clock.now();
      const sub: LocalSubscription = {
        id: s.subscription_id,
        userId: s.supabase_id,
        customerId: s.customer_id,
        periodStart: now,
        periodEnd: addMonth(now),
        cancelAtPeriodEnd: false,
        status: 'active',
      };
      const created = await send(c, 'customer.subscription.created', subscriptionObject(sub));
      if (!created.ok) return failed(c, created);
      return c.redirect(Local.successUrl(s), 303);
    })
    .get('/billing-portal/:id', async (c) => {
      const s = await payments.session(c.req.param('id'), 'portal');
      if (!s?.supabase_id) return c.html(notFoundPage('Billing portal', '/dashboard'), 404, NO_STORE);
      return c.html(portalPage(s, await payments.currentSubscription(s.supabase_id)), 200, NO_STORE);
    })
    .post('/billing-portal/:id/:action{cancel|resume|renew|end}', async (c) => {
      const s = await payments.session(c.req.param('id'), 'portal');
      const sub = s?.supabase_id ? await payments.currentSubscription(s.supabase_id) : null;
      if (!s || !sub) return c.html(notFoundPage('Billing portal', '/dashboard'), 404, NO_STORE);
      const action = c.req.param('action');
      let res: Response;
      if (action === 'cancel' || action === 'resume') {
        const next = { ...sub, cancelAtPeriodEnd: action === 'cancel' };
        res = await send(c, 'customer.subscription.updated', subscriptionObject(next));
      } else if (action === 'end') {
        res = await send(c, 'customer.subscription.deleted', subscriptionObject({ ...sub, status: 'canceled' }));
      } else {
        const next = { ...sub, periodStart: sub.periodEnd, periodEnd: addMonth(sub.periodEnd) };
        res = await send(c, 'invoice.paid', renewalInvoiceObject(sub, next.periodStart, next.periodEnd));
        if (res.ok) res = await send(c, 'customer.subscription.updated', subscriptionObject(next));
      }
      if (!res.ok) return failed(c, res);
      return c.redirect(`/dev/billing-portal/${s.id}`, 303);
    });
}
