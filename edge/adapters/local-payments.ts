// Payments for the embedded default, with no Stripe account: Checkout Sessions and portal sessions live in
// dev_checkout_sessions, and the pages under /dev (edge/routes/dev-checkout) complete them by sending correctly
// signed Stripe events to our own webhook, so a local payment takes exactly the production path.
import Stripe from 'stripe';
import { SESSION_ID_TEMPLATE } from '../core/billing/checkout.ts';
import type { CheckoutSessionInfo } from '../core/billing/types.ts';
import {
  type Clock,
  type DevSession,
  type LocalCheckout,
  type LocalSubscription,
  type Payments,
  type PortalAction,
  type SignedEvent,
  systemClock,
} from '../ports.ts';
import type { Sql } from './db/sql.ts';
import { addMonth, checkoutEvents, localId, portalEvents, stripeEvent } from './local-payments/events.ts';
import { verifyStripeSignature } from './stripe-payments.ts';

const SESSION_TTL_MS = 24 * 3600_000; // Stripe's default Checkout Session lifetime

export interface LocalPaymentsOptions {
  sql: Sql;
  webhookSecret: string;
  clock?: Clock;
  /** Put in the checkout and portal links it builds (`?token=`): the local pages' secret of this start. */
  pageToken?: string;
}

export class LocalPayments implements Payments, LocalCheckout {
  readonly kind = 'local' as const;
  readonly webhookSecret: string;
  private readonly sql: Sql;
  private readonly clock: Clock;
  private readonly pageQuery: string;

  constructor(opts: LocalPaymentsOptions) {
    this.sql = opts.sql;
    this.webhookSecret = opts.webhookSecret;
    this.clock = opts.clock ?? systemClock;
    this.pageQuery = opts.pageToken ? `?token=${encodeURIComponent(opts.pageToken)}` : '';
  }

  async createCustomer(): Promise<string> {
    return localId('cus');
  }

  async createCheckoutSession(input: {
    userId: string;
    email: string;
    customerId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }> {
    const id = localId('cs');
    await this.sql.query(
      `insert into public.dev_checkout_sessions
         (id, kind, supabase_id, customer_id, email, success_url, cancel_url, expires_at)
       values ($1, 'checkout', $2, $3, $4, $5, $6, $7)`,
      [id, input.userId, input.customerId, input.email, input.successUrl, input.cancelUrl, this.expiry()],
    );
    return { id, url: `${new URL(input.successUrl).origin}/dev/checkout/${id}${this.pageQuery}` };
  }

  async getCheckoutSession(id: string): Promise<CheckoutSessionInfo | null> {
    const s = await this.session(id, 'checkout');
    if (!s) return null;
    return {
      id: s.id,
      userId: s.supabase_id,
      customerId: s.customer_id,
      subscriptionId: s.subscription_id,
      status: s.status,
      paymentStatus: s.status === 'complete' ? 'paid' : 'unpaid',
    };
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const id = localId('bps');
    await this.sql.query(
      `insert into public.dev_checkout_sessions (id, kind, supabase_id, customer_id, return_url, expires_at)
       values ($1, 'portal', (select supabase_id from public.users where stripe_customer_id = $2), $2, $3, $4)`,
      [id, input.customerId, input.returnUrl, this.expiry()],
    );
    return { url: `${new URL(input.returnUrl).origin}/dev/billing-portal/${id}${this.pageQuery}` };
  }

  verifyWebhook(payload: string, signature: string, receivedAtMs: number): Promise<unknown> {
    return verifyStripeSignature(payload, signature, this.webhookSecret, receivedAtMs);
  }

  /**
   * Here a subscription is only what the webhook recorded (billing_subscriptions) plus checkouts still open:
   * end the first and expire the second, so a checkout page left open cannot start a new one.
   */
  async cancelSubscriptions(customerId: string): Promise<void> {
    await this.sql.tx(async (tx) => {
      await tx.query(
        `update public.billing_subscriptions s set ended = true, status = 'canceled'
         where not s.ended and (s.customer_id = $1
           or (s.customer_id is null and s.supabase_id in (select supabase_id from public.users where stripe_customer_id = $1)))`,
        [customerId],
      );
      await tx.query(
        `update public.dev_checkout_sessions set status = 'expired'
         where customer_id = $1 and kind = 'checkout' and status = 'open'`,
        [customerId],
      );
    });
  }

  // --- LocalCheckout: what the local checkout pages (edge/routes/dev-checkout) need ---

  async session(id: string, kind: DevSession['kind']): Promise<DevSession | null> {
    if (!/^[a-z]+_local_[0-9a-f]{32}$/.test(id)) return null;
    const rows = await this.sql.query<DevSession>(
      'select * from public.dev_checkout_sessions where id = $1 and kind = $2 and expires_at > $3',
      [id, kind, this.clock.now().toISOString()],
    );
    return rows[0] ?? null;
  }

  async completeCheckout(id: string): Promise<DevSession | null> {
    // Same shape check as session(): a NUL in the URL would otherwise reach SQL and fail there (a 500).
    if (!/^[a-z]+_local_[0-9a-f]{32}$/.test(id)) return null;
    const rows = await this.sql.query<DevSession>(
      `update public.dev_checkout_sessions
         set status = 'complete', subscription_id = coalesce(subscription_id, $2)
       where id = $1 and kind = 'checkout' and status in ('open', 'complete') and expires_at > $3
       returning *`,
      [id, localId('sub'), this.clock.now().toISOString()],
    );
    return rows[0] ?? null;
  }

  async currentSubscription(userId: string): Promise<LocalSubscription | null> {
    const rows = await this.sql.query<{
      id: string;
      customer_id: string | null;
      current_period_end: Date | string | null;
      cancel_at_period_end: boolean;
      created_at: Date | string;
    }>(
      `select s.id, coalesce(s.customer_id, u.stripe_customer_id) as customer_id, s.current_period_end,
              s.cancel_at_period_end, s.created_at
       from public.users u join public.billing_subscriptions s on s.id = u.stripe_subscription_id
       where u.supabase_id = $1 and not s.ended`,
      [userId],
    );
    const r = rows[0];
    if (!r?.customer_id) return null;
    const now = this.clock.now();
    const end = r.current_period_end ? new Date(r.current_period_end) : addMonth(new Date(r.created_at));
    return {
      id: r.id,
      userId,
      customerId: r.customer_id,
      periodStart: end > now ? new Date(end.getTime() - 30 * 86_400_000) : now,
      periodEnd: end,
      cancelAtPeriodEnd: r.cancel_at_period_end,
      status: 'active',
    };
  }

  checkoutEvents(s: DevSession & { subscription_id: string; supabase_id: string }): SignedEvent[] {
    return checkoutEvents(s, this.clock.now()).map(([type, object]) => this.signed(type, object));
  }

  portalEvents(sub: LocalSubscription, action: PortalAction): SignedEvent[] {
    return portalEvents(sub, action).map(([type, object]) => this.signed(type, object));
  }

  /** Stripe's {CHECKOUT_SESSION_ID} template filled in. */
  successUrl(s: DevSession): string {
    return (s.success_url ?? '/dashboard').replace(SESSION_ID_TEMPLATE, encodeURIComponent(s.id));
  }

  /** The event with a Stripe-Signature header made by the stripe SDK with our webhook secret. */
  private signed(type: string, object: Record<string, unknown>): SignedEvent {
    const body = JSON.stringify(stripeEvent(type, object, this.clock.now()));
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: this.webhookSecret,
      timestamp: Math.floor(this.clock.now().getTime() / 1000),
    });
    return { body, signature };
  }

  private expiry(): string {
    return new Date(this.clock.now().getTime() + SESSION_TTL_MS).toISOString();
  }
}
