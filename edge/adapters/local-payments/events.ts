// The Stripe events the local checkout and portal send to our own webhook, shaped like Stripe's (current API:
// subscription period on its items, invoice subscription under parent.subscription_details), so the webhook
// handler cannot tell them from real ones. Only the fields our billing reads, plus enough to look familiar.
import { PRO_PRICE } from '../../core/plans.ts';
import type { DevSession, LocalSubscription, PortalAction } from '../../ports.ts';

export function localId(prefix: string): string {
  return `${prefix}_local_${crypto.randomUUID().replace(/-/g, '')}`;
}

/** One calendar month later (UTC), as a monthly Stripe subscription advances. */
export function addMonth(d: Date): Date {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function stripeEvent(type: string, object: Record<string, unknown>, now: Date): Record<string, unknown> {
  return {
    id: localId('evt'),
    object: 'event',
    api_version: 'local',
    created: seconds(now),
    livemode: false,
    type,
    data: { object },
  };
}

export function checkoutSessionObject(s: {
  id: string;
  userId: string;
  customerId: string;
  subscriptionId: string;
  email: string | null;
}): Record<string, unknown> {
  return {
    id: s.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: s.userId,
    customer: s.customerId,
    customer_email: s.email,
    subscription: s.subscriptionId,
    amount_total: PRO_PRICE * 100,
    currency: 'usd',
    metadata: { supabase_id: s.userId },
  };
}

export function subscriptionObject(sub: LocalSubscription): Record<string, unknown> {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customerId,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    metadata: { supabase_id: sub.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: seconds(sub.periodStart),
          current_period_end: seconds(sub.periodEnd),
          price: {
            id: 'price_local_pro',
            unit_amount: PRO_PRICE * 100,
            currency: 'usd',
            recurring: { interval: 'month' },
          },
        },
      ],
    },
  };
}

/** The paid invoice that renews the subscription for the period [start, end). */
export function renewalInvoiceObject(sub: LocalSubscription, start: Date, end: Date): Record<string, unknown> {
  return {
    id: localId('in'),
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    status: 'paid',
    customer: sub.customerId,
    amount_paid: PRO_PRICE * 100,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: { supabase_id: sub.userId } },
    },
    lines: {
      object: 'list',
      data: [{ id: localId('il'), object: 'line_item', period: { start: seconds(start), end: seconds(end) } }],
    },
  };
}

type EventInput = [type: string, object: Record<string, unknown>];

/** A paid checkout: the session, then the subscription itself, which carries the period the dashboard shows. */
export function checkoutEvents(s: DevSession & { subscription_id: string; supabase_id: string }, now: Date) {
  const sub: LocalSubscription = {
    id: s.subscription_id,
    userId: s.supabase_id,
    customerId: s.customer_id,
    periodStart: now,
    periodEnd: addMonth(now),
    cancelAtPeriodEnd: false,
    status: 'active',
  };
  const session = checkoutSessionObject({
    id: s.id,
    userId: s.supabase_id,
    customerId: s.customer_id,
    subscriptionId: s.subscription_id,
    email: s.email,
  });
  return [
    ['checkout.session.completed', session],
    ['customer.subscription.created', subscriptionObject(sub)],
  ] satisfies EventInput[];
}

/** The billing portal's buttons: cancel at period end, resume, renew now (an invoice, then the new period), end. */
export function portalEvents(sub: LocalSubscription, action: PortalAction): EventInput[] {
  if (action === 'cancel' || action === 'resume') {
    return [['customer.subscription.updated', subscriptionObject({ ...sub, cancelAtPeriodEnd: action === 'cancel' })]];
  }
  if (action === 'end') return [['customer.subscription.deleted', subscriptionObject({ ...sub, status: 'canceled' })]];
  const next = { ...sub, periodStart: sub.periodEnd, periodEnd: addMonth(sub.periodEnd) };
  return [
    ['invoice.paid', renewalInvoiceObject(sub, next.periodStart, next.periodEnd)],
    ['customer.subscription.updated', subscriptionObject(next)],
  ];
}
