import { useCallback, useEffect, useState } from 'react';
import { onTourRequest } from '../../lib/tour-signal.ts';
import { markTourSeen, tourSeen, WIZARD_DELAY_MS } from './tour-storage.ts';

/** A payment return has its own full-screen flow; the tour waits for a calmer visit. */
function inPaymentFlow(): boolean {
  const q = new URLSearchParams(location.search);
  return q.has('payment') || q.get('from') === 'payment' || q.has('session_id') || q.has('access_token');
}

/**
 * Opens the tour 1 s after the signed-in app first loads, once per user; marked seen as soon as it shows. "Take the
 * tour" in the navigation opens it again at any time (`opened` counts the openings, so each starts at step one).
 */
export function useWelcomeTour(userId: string): { open: boolean; opened: number; close: () => void } {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  useEffect(
    () =>
      onTourRequest(() => {
        markTourSeen(userId);
        setOpened((n) => n + 1);
        setOpen(true);
      }),
    [userId],
  );
  useEffect(() => {
    if (tourSeen(userId) || inPaymentFlow()) return;
    const timer = setTimeout(() => {
      markTourSeen(userId);
      setOpen(true);
    }, WIZARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);
  const close = useCallback(() => setOpen(false), []);
  return { open, opened, close };
}
