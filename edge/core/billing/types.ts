// What a billing event means for our data, independent of Stripe's wire shape. One Stripe event becomes at
// most one command; the billing store applies it atomically, once per event id, whatever order events arrive in.

/**
 * grant:  the first payment of a subscription (checkout completed, or its first invoice) -> Pro with PRO_SCANS.
 * renew:  a renewal invoice was paid -> the monthly allowance is reset to PRO_SCANS.
 * update: the subscription changed (cancel at period end, new period end, status).
 * delete: the subscription ended -> free.
 */
export type BillingAction = 'grant' | 'renew' | 'update' | 'delete';

export interface BillingCommand {
  action: BillingAction;
  /** Stripe's event id (idempotency key); null when the grant comes from /api/update-subscription. */
  eventId: string | null;
  eventType: string;
  /** When Stripe created the event: orders subscription updates that arrive out of order. */
  eventCreated: Date | null;
  /** Our user id when the event names it (client_reference_id, subscription metadata). */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** End of the billing period the event is about (renewals: the new period). */
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  status: string | null;
}

export type ParsedEvent =
  | { kind: 'command'; command: BillingCommand }
  | { kind: 'ignored'; eventId: string | null; eventType: string; reason: string };

/**
 * duplicate: this event id was applied before; applied: the user's row changed; no_change: valid but nothing to
 * do (already granted, stale update, ended subscription); unmatched: no user could be found for the event.
 */
export type BillingOutcome = 'duplicate' | 'applied' | 'no_change' | 'unmatched';

/** A Checkout Session as the server needs it to confirm a payment (Stripe's or the local checkout's). */
export interface CheckoutSessionInfo {
  id: string;
  /** client_reference_id: the user who started checkout. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** 'open' | 'complete' | 'expired' (Stripe may add more; only 'complete' counts). */
  status: string | null;
  /** 'paid' | 'unpaid' | 'no_payment_required'. */
  paymentStatus: string;
}
