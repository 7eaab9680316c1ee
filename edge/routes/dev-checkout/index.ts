// The local checkout (embedded default, no Stripe account): GET /dev/checkout/:id is a clearly labelled
// test-mode payment page; POST /dev/checkout/:id/pay marks the session paid, sends a checkout.session.completed
// signed with the webhook secret (stripe SDK) through our own webhook handler, and answers 303 to the success
// URL. /dev/billing-portal/:id does the same for cancel, resume, renewal and deletion. Mounted only in local mode.

import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import type { LocalCheckout, PortalAction, SignedEvent } from '../../ports.ts';
import { checkoutPage } from './checkout-page.ts';
import { notFoundPage, page } from './html.ts';
import { portalPage } from './portal-page.ts';

/** Hands a request to the app's own fetch (the webhook route), in process. */
export type Deliver = (request: Request) => Response | Promise<Response>;

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The page's `?token=` (the local pages' secret, http/local-only.ts), kept by its forms and redirects, so they work
 * even where the cookie that token set is gone or refused. */
const tokenQuery = (c: Context<AppEnv>) => {
  const token = c.req.query('token');
  return token ? `?token=${encodeURIComponent(token)}` : '';
};

export function devCheckoutRoutes(payments: LocalCheckout, deliver: Deliver) {
  /** Sends each event to the webhook in order; the first refusal stops the rest. */
  async function send(c: Context<AppEnv>, events: SignedEvent[]): Promise<Response> {
    let res = new Response(null, { status: 204 });
    for (const { body, signature } of events) {
      res = await deliver(
        new Request(new URL('/api/stripe/webhook', c.req.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body,
        }),
      );
      if (!res.ok) break;
    }
    return res;
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
      return c.html(checkoutPage(s, payments.successUrl(s), tokenQuery(c)), 200, NO_STORE);
    })
    .post('/checkout/:id/pay', async (c) => {
      const s = await payments.completeCheckout(c.req.param('id'));
      if (!s?.subscription_id || !s.supabase_id) return c.html(notFoundPage('Checkout'), 404, NO_STORE);
      const paid = await send(
        c,
        payments.checkoutEvents({ ...s, subscription_id: s.subscription_id, supabase_id: s.supabase_id }),
      );
      if (!paid.ok) return failed(c, paid);
      return c.redirect(payments.successUrl(s), 303);
    })
    .get('/billing-portal/:id', async (c) => {
      const s = await payments.session(c.req.param('id'), 'portal');
      if (!s?.supabase_id) return c.html(notFoundPage('Billing portal', '/dashboard'), 404, NO_STORE);
      const sub = await payments.currentSubscription(s.supabase_id);
      return c.html(portalPage(s, sub, tokenQuery(c)), 200, NO_STORE);
    })
    .post('/billing-portal/:id/:action{cancel|resume|renew|end}', async (c) => {
      const s = await payments.session(c.req.param('id'), 'portal');
      const sub = s?.supabase_id ? await payments.currentSubscription(s.supabase_id) : null;
      if (!s || !sub) return c.html(notFoundPage('Billing portal', '/dashboard'), 404, NO_STORE);
      const res = await send(c, payments.portalEvents(sub, c.req.param('action') as PortalAction));
      if (!res.ok) return failed(c, res);
      return c.redirect(`/dev/billing-portal/${s.id}${tokenQuery(c)}`, 303);
    });
}
