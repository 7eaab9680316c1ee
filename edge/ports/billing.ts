// The billing seams: Stripe or the embedded default's local checkout, and the billing rows in the database.
export type {
  BillingCommand,
  BillingOutcome,
  CheckoutSessionInfo,
} from '../core/billing/types.ts';

/** Stripe (edge/adapters/stripe-payments.ts) or the local checkout of the embedded default (local-payments.ts). */
export interface Payments {
  readonly kind: 'stripe' | 'local';
  /** A new customer for the user; the caller stores its id and reuses it for every later checkout. */
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /** A subscription-mode Checkout Session for Pro, client_reference_id = userId. */
  createCheckoutSession(input: {
    userId: string;
    email: string;
    customerId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** The session as the payment provider knows it; null when there is no such session. */
  getCheckoutSession(id: string): Promise<import('../core/billing/types.ts').CheckoutSessionInfo | null>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Verifies the Stripe-Signature header over the raw body (dated within 5 minutes either way) with the stripe
   * SDK and returns the parsed event. Throws on any mismatch.
   */
  verifyWebhook(payload: string, signature: string, receivedAtMs: number): Promise<unknown>;
  /**
   * Cancels at once every subscription of the customer that can still bill (before the account is deleted, so
   * nobody keeps paying for an account that is gone). Idempotent: nothing left to cancel is success. Throws
   * when the provider cannot be reached or refuses, so the caller can stop before deleting anything.
   */
  cancelSubscriptions(customerId: string): Promise<void>;
}

// --- The local checkout: the embedded default's stand-in for Stripe's hosted checkout and billing portal ---
export interface DevSession {
  id: string;
  kind: 'checkout' | 'portal';
  supabase_id: string | null;
  customer_id: string;
  email: string | null;
  status: 'open' | 'complete' | 'expired';
  subscription_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  return_url: string | null;
  expires_at: Date;
}

export interface LocalSubscription {
  id: string;
  userId: string;
  customerId: string;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  status: 'active' | 'canceled';
}

export type PortalAction = 'cancel' | 'resume' | 'renew' | 'end';

/** A Stripe-shaped event and the Stripe-Signature header our webhook accepts for it. */
export interface SignedEvent {
  body: string;
  signature: string;
}

export interface LocalCheckout {
  /** An open or completed session that has not expired; null otherwise. */
  session(id: string, kind: DevSession['kind']): Promise<DevSession | null>;
  /** Marks the checkout paid (once: a second call returns the same subscription id). */
  completeCheckout(id: string): Promise<DevSession | null>;
  /** The user's current subscription as the webhook recorded it. */
  currentSubscription(userId: string): Promise<LocalSubscription | null>;
  /** What Stripe sends for a paid checkout, in order; the caller stops at the first the webhook refuses. */
  checkoutEvents(session: DevSession & { subscription_id: string; supabase_id: string }): SignedEvent[];
  /** What Stripe sends for an action in the billing portal, in order. */
  portalEvents(sub: LocalSubscription, action: PortalAction): SignedEvent[];
  /** Where the browser goes after paying. */
  successUrl(session: DevSession): string;
}

export interface BillingStore {
  /** Stores the customer id if the user has none yet; returns the one stored (the first writer wins). */
  setCustomer(userId: string, customerId: string): Promise<string>;
  /** A pending (unpaid Pro) account becomes a free one with the free scans; false when it was not pending. */
  continueFree(userId: string): Promise<boolean>;
  /** Applies a command atomically, once per event id, safe out of order (SQL billing_apply). */
  apply(
    command: import('../core/billing/types.ts').BillingCommand,
    payload?: unknown,
  ): Promise<{ outcome: import('../core/billing/types.ts').BillingOutcome; userId: string | null }>;
}
