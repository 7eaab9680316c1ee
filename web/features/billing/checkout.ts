// Leaving for checkout and for the billing portal. The session tokens are backed up to IndexedDB first, so the
// way back can finish the payment even if the session is lost meanwhile (see return-session.ts).
import type { Session } from '@supabase/supabase-js';
import { safeReturnPath } from '../../../edge/core/return-path.ts';
import { api } from '../../lib/api.ts';
import { backupSession } from '../../local/payment-backup.ts';

/** Asks the server for a Checkout Session (the verified token decides who pays; the body only names the plan). */
export async function createCheckout(session: Session, returnTo?: string): Promise<string> {
  await backupSession(session);
  const back = safeReturnPath(returnTo);
  const { url } = await api('checkout', {
    token: session.access_token,
    // The product specification's payload; the server ignores userId and email and uses the token's.
    body: { plan: 'pro', userId: session.user.id, email: session.user.email, ...(back ? { return_to: back } : {}) },
  });
  return url;
}

export async function createPortal(session: Session): Promise<string> {
  const { url } = await api('billingPortal', { token: session.access_token });
  return url;
}

/** Full navigation: Stripe's pages (or the local test-mode checkout) are not part of the app. */
export function leaveFor(url: string): void {
  location.assign(url);
}

/** Right after registering for Pro: leave for checkout. False (nothing shown) when it cannot start. */
export async function startProCheckout(session: Session): Promise<boolean> {
  try {
    leaveFor(await createCheckout(session));
    return true;
  } catch {
    return false;
  }
}
