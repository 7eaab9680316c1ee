// Stripe event -> BillingCommand. Pure: the event has already been verified (signature, 5-minute tolerance).
// Field locations follow the current API (2025-03-31 "basil" and later moved the subscription id of an invoice
// under parent.subscription_details and the period end onto subscription items); the older places are read too,
// so a webhook endpoint pinned to an older version keeps working.
// https://docs.stripe.com/changelog/basil/2025-03-31/adds-new-parent-field-to-invoicing-objects
// https://docs.stripe.com/changelog/basil/2025-03-31/deprecate-subscription-current-period-start-and-end
import { type Json, latest, list, obj, ref, str, unix, userId } from './fields.ts';
import type { BillingAction, BillingCommand, ParsedEvent } from './types.ts';

/** Checkout Session payment statuses that grant Pro. */
export const PAID = new Set(['paid', 'no_payment_required']);
/** Statuses after which a subscription never becomes active (or bills) again.
 * https://docs.stripe.com/billing/subscriptions/overview#subscription-statuses */
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

function command(event: Json, action: BillingAction, fields: Partial<BillingCommand>): ParsedEvent {
  return {
    kind: 'command',
    command: {
      action,
      eventId: str(event.id),
      eventType: str(event.type) ?? 'unknown',
      eventCreated: unix(event.created),
      userId: null,
      customerId: null,
      subscriptionId: null,
      periodEnd: null,
      cancelAtPeriodEnd: null,
      status: null,
      ...fields,
    },
  };
}

function ignore(event: Json, reason: string): ParsedEvent {
  return { kind: 'ignored', eventId: str(event.id), eventType: str(event.type) ?? 'unknown', reason };
}

function checkoutCompleted(event: Json, session: Json): ParsedEvent {
  if (session.mode !== 'subscription') return ignore(event, 'not a subscription checkout');
  // Delayed payment methods complete the session unpaid; async_payment_succeeded follows when the money arrives.
  if (!PAID.has(String(session.payment_status))) return ignore(event, 'checkout completed without payment yet');
  return command(event, 'grant', {
    userId: userId(session.client_reference_id) ?? userId(obj(session.metadata)?.supabase_id),
    customerId: ref(session.customer),
    // Keyed by subscription, like the grant of /api/update-subscription, so the two apply once between them.
    subscriptionId: ref(session.subscription) ?? ref(session.id),
  });
}

function invoicePaid(event: Json, invoice: Json): ParsedEvent {
  const details = obj(obj(invoice.parent)?.subscription_details) ?? obj(invoice.subscription_details);
  const subscriptionId = ref(details?.subscription) ?? ref(invoice.subscription);
  if (!subscriptionId) return ignore(event, 'invoice without a subscription');
  const reason = invoice.billing_reason;
  // subscription_create is the first payment (the same grant as checkout); subscription_cycle a renewal.
  const action: BillingAction | null =
    reason === 'subscription_create' ? 'grant' : reason === 'subscription_cycle' ? 'renew' : null;
  if (!action) return ignore(event, `invoice billing_reason ${String(reason)}`);
  const periodEnd = latest(list(invoice.lines).map((line) => unix(obj(line.period)?.end)));
  return command(event, action, {
    userId: userId(obj(details?.metadata)?.supabase_id),
    customerId: ref(invoice.customer),
    subscriptionId,
    periodEnd,
  });
}

/** The subscription's current period end: on its items (current API) or on itself (before 2025-03-31). */
export function subscriptionPeriodEnd(sub: Json): Date | null {
  return latest([unix(sub.current_period_end), ...list(sub.items).map((item) => unix(item.current_period_end))]);
}

function subscriptionChanged(event: Json, sub: Json, deleted: boolean): ParsedEvent {
  const subscriptionId = ref(sub.id);
  if (!subscriptionId) return ignore(event, 'subscription without an id');
  const status = str(sub.status);
  return command(event, deleted || (status !== null && ENDED_STATUSES.has(status)) ? 'delete' : 'update', {
    userId: userId(obj(sub.metadata)?.supabase_id),
    customerId: ref(sub.customer),
    subscriptionId,
    periodEnd: subscriptionPeriodEnd(sub),
    cancelAtPeriodEnd: typeof sub.cancel_at_period_end === 'boolean' ? sub.cancel_at_period_end : null,
    status,
  });
}

/** Maps a verified Stripe event to what it means for billing; everything we do not act on is 'ignored'. */
export function parseStripeEvent(raw: unknown): ParsedEvent {
  const event = obj(raw);
  if (!event) return { kind: 'ignored', eventId: null, eventType: 'unknown', reason: 'not an object' };
  const data = obj(obj(event.data)?.object);
  if (!data) return ignore(event, 'event without data.object');
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(event, data);
    case 'invoice.paid':
      return invoicePaid(event, data);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChanged(event, data, false);
    case 'customer.subscription.deleted':
      return subscriptionChanged(event, data, true);
    default:
      return ignore(event, 'event type not handled');
  }
}
