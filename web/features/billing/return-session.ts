// The way back from checkout (product specification, section 4, "Payment restore" and "Dashboard after
// payment=success"), run by the signed-in layout's guard before it decides anything:
// - access_token + refresh_token in the URL: adopt that session and strip them, or /login 'Session expired...'.
// - payment=success, paymentStatus=success or session_id in the URL: if the session is gone, restore it from
//   the IndexedDB backup (under 1 hour old), else report 'No session found after recovery attempt' and reload
//   after 2 s; then confirm the payment with the server (update-subscription verifies the Checkout Session with
//   Stripe) and refetch the user and analyses. Concurrent restores share one run.
import type { Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { SESSION_EXPIRED } from '../../auth/auth-context.tsx';
import type { AuthStore } from '../../auth/auth-store.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { api } from '../../lib/api.ts';
import { clearBackup, readBackup } from '../../local/payment-backup.ts';
import { analysesKeys } from '../../queries/analyses.ts';
import { userKeys } from '../../queries/user.ts';

export const RESTORE_FAILED = 'No session found after recovery attempt';
export const RESTORE_RELOAD_MS = 2000;
/** Fired on window once a lost session is back after a payment redirect. */
export const RESTORE_COMPLETE_EVENT = 'payment-restore-complete';

type Search = Record<string, unknown>;

/** The restore's trigger: a return from checkout. */
export function isPaymentReturn(search: Search): boolean {
  return search.payment === 'success' || search.paymentStatus === 'success' || typeof search.session_id === 'string';
}

/** Any step of the post-payment flow (also /analysis?from=payment): a pending tier must not bounce it away. */
export function isAfterPayment(search: Search): boolean {
  return isPaymentReturn(search) || search.from === 'payment';
}

/**
 * What the signed-in layout shows while its guard runs (product specification, section 2: 'Finalizing your
 * payment...').
 */
export function authPendingTitle(): string {
  const search = Object.fromEntries(new URLSearchParams(location.search));
  return isPaymentReturn(search) ? 'Finalizing your payment...' : 'Loading authentication...';
}

function withoutParams(keys: string[]): string {
  const url = new URL(location.href);
  for (const k of keys) url.searchParams.delete(k);
  return `${url.pathname}${url.search}${url.hash}`;
}

function stripFromUrl(keys: string[]): void {
  history.replaceState(history.state, '', withoutParams(keys));
}

let inflight: Promise<Session | null> | null = null;

/** Session lost on the way back from checkout: refresh it, else adopt the backup. One run at a time. */
export function restorePaymentSession(auth: AuthStore): Promise<Session | null> {
  inflight ??= (async () => {
    try {
      const supabase = await auth.client();
      const refreshed = await supabase.auth.refreshSession().catch(() => null);
      if (refreshed?.data.session) return refreshed.data.session;
      const backup = await readBackup();
      if (backup) {
        const { data, error } = await supabase.auth.setSession(backup);
        if (!error && data.session) {
          window.dispatchEvent(new CustomEvent(RESTORE_COMPLETE_EVENT));
          return data.session;
        }
      }
      toast({ title: 'Error', description: RESTORE_FAILED, variant: 'error' });
      // Without the payment markers the reload lands on the normal signed-out path (no retry loop).
      stripFromUrl(['payment', 'paymentStatus', 'session_id']);
      setTimeout(() => location.reload(), RESTORE_RELOAD_MS);
      return null;
    } finally {
      await clearBackup();
    }
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}

async function adoptUrlTokens(auth: AuthStore, search: Search): Promise<Session> {
  const { access_token, refresh_token } = search;
  if (typeof access_token === 'string' && typeof refresh_token === 'string') {
    const supabase = await auth.client();
    const { data, error } = await supabase.auth.setSession({ access_token, refresh_token }).catch(() => ({
      data: { session: null },
      error: true,
    }));
    if (!error && data.session) return data.session;
  }
  await auth.signOut();
  throw redirect({ to: '/login', search: { error: SESSION_EXPIRED } });
}

/** Asks the server to check the Checkout Session and grant Pro if it is paid and ours (idempotent). */
async function confirmPayment(session: Session, sessionId: string, queryClient: QueryClient): Promise<void> {
  await api('updateSubscription', {
    token: session.access_token,
    body: { session_id: sessionId },
  }).catch(() => {
    // Unpaid yet (409), or unreachable: the webhook grants it; the screens poll the user meanwhile.
  });
  // Drop the cached row (not just mark it stale) so the guard's ensureQueryData reads the new tier.
  queryClient.removeQueries({ queryKey: userKeys.one(session.user.id) });
  void queryClient.invalidateQueries({ queryKey: analysesKeys.list(session.user.id) });
}

/**
 * The session for the signed-in layout's guard, after handling tokens or a payment return in the URL. Throws a
 * redirect to /login with 'Session expired. Please log in again.' when URL tokens do not work.
 */
export async function resolveSession(
  ctx: { auth: AuthStore; queryClient: QueryClient },
  search: Search,
  preload: boolean,
): Promise<Session | null> {
  if (preload) return ctx.auth.getSession();
  if (typeof search.access_token === 'string' || typeof search.refresh_token === 'string') {
    const session = await adoptUrlTokens(ctx.auth, search);
    ctx.queryClient.removeQueries({ queryKey: userKeys.one(session.user.id) });
    // The same page without the tokens (they must not stay in the address bar or history); the guard runs again
    // and finds the adopted session.
    throw redirect({ href: withoutParams(['access_token', 'refresh_token']), replace: true });
  }
  if (!isPaymentReturn(search)) return ctx.auth.getSession();
  const session = (await ctx.auth.getSession()) ?? (await restorePaymentSession(ctx.auth));
  if (!session) return null;
  await clearBackup();
  if (typeof search.session_id === 'string') await confirmPayment(session, search.session_id, ctx.queryClient);
  return session;
}
