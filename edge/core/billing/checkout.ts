// The rules around a Checkout Session: where Stripe sends the browser, and when a session may grant Pro to the
// user who asks (POST /api/update-subscription). The tier and scans never come from the client: only from here
// plus PRO_SCANS in plans.ts.
import { safeReturnPath } from '../return-path.ts';
import { PAID } from './events.ts';
import type { BillingCommand, CheckoutSessionInfo } from './types.ts';

/** Stripe replaces this template in success_url with the session id. */
export const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/** `returnTo`: the app page the user left for checkout, carried back only when it is a safe app path. */
export function successUrl(origin: string, returnTo?: string): string {
  return `${origin}/dashboard?payment=success&session_id=${SESSION_ID_TEMPLATE}${returnQuery(returnTo)}`;
}

export function cancelUrl(origin: string, returnTo?: string): string {
  const back = returnQuery(returnTo);
  return `${origin}/pricing${back ? `?${back.slice(1)}` : ''}`;
}

function returnQuery(returnTo: string | undefined): string {
  const path = safeReturnPath(returnTo);
  return path ? `&return=${encodeURIComponent(path)}` : '';
}

export function portalReturnUrl(origin: string): string {
  return `${origin}/dashboard`;
}

export type SessionVerdict = 'ok' | 'not_yours' | 'unpaid';

/** A session grants only to the user whose id it carries, and only once it is complete and paid. */
export function judgeSession(session: CheckoutSessionInfo, callerId: string): SessionVerdict {
  if (!session.userId || session.userId.toLowerCase() !== callerId.toLowerCase()) return 'not_yours';
  return session.status === 'complete' && PAID.has(session.paymentStatus ?? '') ? 'ok' : 'unpaid';
}

/** The same grant the webhook applies for checkout.session.completed, keyed by subscription (idempotent). */
export function grantFromSession(session: CheckoutSessionInfo, callerId: string): BillingCommand {
  return {
    action: 'grant',
    eventId: null,
    eventType: 'update-subscription',
    eventCreated: null,
    userId: callerId,
    customerId: session.customerId,
    subscriptionId: session.subscriptionId ?? session.id,
    periodEnd: null,
    cancelAtPeriodEnd: null,
    status: null,
  };
}
