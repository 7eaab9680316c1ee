import { useCallback, useEffect, useState } from 'react';
import { markTourSeen, tourSeen, WIZARD_DELAY_MS } from './tour-storage.ts';

/** A payment return has its own full-screen flow; the tour waits for a calmer visit. */
function inPaymentFlow(): boolean {
  const q = new URLSearchParams(location.search);
  return q.has('payment') || q.get('from') === 'payment' || q.has('session_id') || q.has('access_token');
}

/** Opens the tour 1 s after the signed-in app first loads, once per user; marked seen as soon as it shows. */
export function useWelcomeTour(userId: string): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (tourSeen(userId) || inPaymentFlow()) return;
    const timer = setTimeout(() => {
      markTourSeen(userId);
      setOpen(true);
    }, WIZARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
