// Waits for the webhook to make the user Pro (product specification, sections 4 and 9): the user row is read once a
// second, up to 20 times. Then 'success' (finish after 2 s) or 'delayed' (a 10 s countdown, then finish).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { api } from '../../lib/api.ts';
import { analysesKeys } from '../../queries/analyses.ts';
import { type AppUser, userKeys } from '../../queries/user.ts';

export const POLL_INTERVAL_MS = 1000;
export const MAX_POLLS = 20;
export const SUCCESS_REDIRECT_MS = 2000;
export const DELAYED_COUNTDOWN_S = 10;

export type PaymentPhase = { phase: 'processing' } | { phase: 'success' } | { phase: 'delayed'; secondsLeft: number };

export function usePaymentPoll(userId: string, finish: () => void): PaymentPhase {
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentPhase>({ phase: 'processing' });
  // The latest finish without restarting the timers when the parent re-renders.
  const done = useRef(finish);
  done.current = finish;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (ms: number, fn: () => void) => {
      timer = setTimeout(() => !stopped && fn(), ms);
    };

    async function isPro(): Promise<boolean> {
      const session = await auth.getSession();
      if (!session) return false;
      const row = await api('me', { token: session.access_token });
      queryClient.setQueryData<AppUser>(userKeys.one(userId), { ...row, source: 'row' });
      return row.subscription_tier === 'pro';
    }

    function countdown(left: number) {
      setState({ phase: 'delayed', secondsLeft: left });
      if (left <= 0) done.current();
      else later(1000, () => countdown(left - 1));
    }

    async function poll(attempt: number) {
      const pro = await isPro().catch(() => false);
      if (stopped) return;
      if (pro) {
        setState({ phase: 'success' });
        void queryClient.invalidateQueries({ queryKey: analysesKeys.list(userId) });
        later(SUCCESS_REDIRECT_MS, () => done.current());
      } else if (attempt + 1 >= MAX_POLLS) {
        countdown(DELAYED_COUNTDOWN_S);
      } else {
        later(POLL_INTERVAL_MS, () => void poll(attempt + 1));
      }
    }

    void poll(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [auth, queryClient, userId]);

  return state;
}
