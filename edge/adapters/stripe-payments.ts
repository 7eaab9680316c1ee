// Payments over Stripe with the official SDK and its fetch HTTP client, so the same code runs in Workers and on
// Node. Webhook signatures are checked by the SDK's own code (constructEventAsync), 5 minutes either way.
// https://docs.stripe.com/billing/subscriptions/build-subscriptions?platform=web&ui=stripe-hosted
import Stripe from 'stripe';
import { ENDED_STATUSES } from '../core/billing/events.ts';
import type { CheckoutSessionInfo } from '../core/billing/types.ts';
import type { Payments } from '../ports.ts';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's own signature check, plus the half it leaves out: the SDK refuses a timestamp older than the tolerance
 * but accepts any in the future, so an event signed with a date far ahead (by someone who once held the secret)
 * would stay valid until then. Both adapters (Stripe and the local checkout) verify through here.
 */
/**
 * The header's one timestamp, read as the SDK reads it (items split on ",", then "=": the last `t` is the one it
 * signs and ages). Stripe sends exactly one; a second one could pass a date check that read another than the SDK's.
 */
function signedTimestamp(header: string): number {
  const stamps = header.split(',').filter((item) => item.split('=')[0] === 't');
  if (stamps.length !== 1) throw new Error('The Stripe-Signature header must carry exactly one timestamp');
  return Number.parseInt(stamps[0].split('=')[1], 10);
}

export async function verifyStripeSignature(
  payload: string,
  signature: string,
  secret: string,
  receivedAtMs: number,
): Promise<unknown> {
  const event = await Stripe.webhooks.constructEventAsync(
    payload,
    signature,
    secret,
    WEBHOOK_TOLERANCE_SECONDS,
    undefined,
    receivedAtMs,
  );
  const signedAt = signedTimestamp(signature);
  if (!(signedAt * 1000 <= receivedAtMs + WEBHOOK_TOLERANCE_SECONDS * 1000)) {
    throw new Error('Timestamp is too far in the future');
  }
  return event;
}

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another API server (tests point these at a local fake Stripe). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs?: number;
  /** The fetch the SDK uses (deps.fetch), so tests and Workers decide where requests go. */
  fetchFn?: typeof fetch;
}

const ref = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String((v as { id: unknown }).id) : null;

export function toSessionInfo(s: Stripe.Checkout.Session): CheckoutSessionInfo {
  return {
    id: s.id,
    userId: s.client_reference_id ?? null,
    customerId: ref(s.customer),
    subscriptionId: ref(s.subscription),
    status: s.status ?? null,
    paymentStatus: s.payment_status,
  };
}

export function createStripePayments(opts: StripePaymentsOptions): Payments {
  const stripe = new Stripe(opts.secretKey, {
    httpClient: Stripe.createFetchHttpClient(opts.fetchFn),
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
    timeout: opts.timeoutMs ?? 15_000,
    // Retries reuse an idempotency key the SDK adds to every POST, so a retried create never doubles.
    maxNetworkRetries: 2,
    appInfo: { name: 'Profile Score' },
  });

  return {
    kind: 'stripe',

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name: name || undefined, metadata: { supabase_id: userId } },
        // Two checkouts started at once for one user create one customer (Stripe replays the first answer).
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession({ userId, email, customerId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: opts.priceId, quantity: 1 }],
        customer: customerId,
        client_reference_id: userId,
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { supabase_id: userId, email },
        // Copied onto the subscription, so its events and invoices name the user too.
        subscription_data: { metadata: { supabase_id: userId } },
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async getCheckoutSession(id) {
      try {
        return toSessionInfo(await stripe.checkout.sessions.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },

    async createPortalSession({ customerId, returnUrl }) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: portal.url };
    },

    async cancelSubscriptions(customerId) {
      // First the checkouts still open (a pending Pro signup), so none can start a subscription afterwards.
      for await (const session of stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })) {
        try {
          await stripe.checkout.sessions.expire(session.id);
        } catch (err) {
          // Completed or expired meanwhile: a completed one's subscription is cancelled just below.
          if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
          if ((await stripe.checkout.sessions.retrieve(session.id)).status === 'open') throw err;
        }
      }
      // status 'all' includes trialing, past_due, unpaid, paused and incomplete ones: each of these can still
      // turn into a charge. Auto-pagination walks every page.
      for await (const sub of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
        if (ENDED_STATUSES.has(sub.status)) continue;
        try {
          await stripe.subscriptions.cancel(sub.id);
        } catch (err) {
          // Cancelled meanwhile (a second delete request, the portal): the goal is reached, not a failure.
          if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
          const now = await stripe.subscriptions.retrieve(sub.id);
          if (!ENDED_STATUSES.has(now.status)) throw err;
        }
      }
    },

    verifyWebhook: (payload, signature, receivedAtMs) =>
      verifyStripeSignature(payload, signature, opts.webhookSecret, receivedAtMs),
  };
}
