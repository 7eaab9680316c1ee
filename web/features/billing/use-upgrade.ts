// The Upgrade to Pro action shared by /pricing, the landing page's Pro card and the in-app upgrade buttons
// (product specification, sections 2 and 8): checkout for a signed-in user, with its toasts; /register?plan=pro when
// signed out.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useAuthStore, useSession } from '../../auth/auth-context.tsx';
import { toast } from '../../components/ui/toast-store.ts';

export const CHECKOUT_BUSY_LABEL = 'Taking you to checkout...';

export function useUpgrade() {
  const auth = useAuthStore();
  const { session: signedIn } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  /** Checkout for the signed-in user; 'Please log in to upgrade' when the session is gone. */
  const upgrade = useCallback(async () => {
    setBusy(true);
    const session = await auth.getSession();
    if (!session) {
      toast({ title: 'Error', description: 'Please log in to upgrade', variant: 'error' });
      setBusy(false);
      await navigate({ to: '/login' });
      return;
    }
    try {
      // Loaded on demand: the landing page carries this hook, and checkout pulls in IndexedDB (Dexie).
      const { createCheckout, leaveFor } = await import('./checkout.ts');
      // /pricing?return=/analysis/<id> (from a result's Upgrade button): the way back from checkout ends there.
      const returnTo = new URLSearchParams(location.search).get('return') ?? undefined;
      const url = await createCheckout(session, returnTo);
      toast({ title: 'Success', description: CHECKOUT_BUSY_LABEL, variant: 'success' });
      leaveFor(url);
    } catch {
      toast({ title: 'Error', description: 'Failed to start upgrade process', variant: 'error' });
      setBusy(false);
    }
  }, [auth, navigate]);

  /** The Pro plan button: signed out -> /register?plan=pro, signed in -> checkout. */
  const choosePro = useCallback(async () => {
    if (!signedIn) {
      await navigate({ to: '/register', search: { plan: 'pro' } });
      return;
    }
    await upgrade();
  }, [signedIn, navigate, upgrade]);

  return { busy, upgrade, choosePro, signedIn: Boolean(signedIn) };
}
