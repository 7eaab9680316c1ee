// The dashboard's payment-success alert (product specification, section 4): shown on the return from checkout, then the
// browser goes on to /analysis?from=payment after 3 s. While the tier is not Pro yet, the user is re-read every 2 s.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Spinner } from '../../components/ui/card.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import type { AppUser } from '../../queries/user.ts';
import { userKeys } from '../../queries/user.ts';

export const DASHBOARD_REDIRECT_MS = 3000;
export const PENDING_REFRESH_MS = 2000;

/** `returnTo`: the app page the user left for checkout; the payment-complete screen ends there. */
export function PaymentSuccessAlert({ user, returnTo }: { user: AppUser; returnTo?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pro = user.subscription_tier === 'pro';

  useEffect(() => {
    const t = setTimeout(
      () =>
        void navigate({
          to: '/analysis',
          search: { from: 'payment', ...(returnTo ? { return: returnTo } : {}) },
          replace: true,
        }),
      DASHBOARD_REDIRECT_MS,
    );
    return () => clearTimeout(t);
  }, [navigate, returnTo]);

  useEffect(() => {
    if (pro) return;
    const t = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: userKeys.one(user.supabase_id) }),
      PENDING_REFRESH_MS,
    );
    return () => clearTimeout(t);
  }, [pro, user, queryClient]);

  return (
    <div
      role="status"
      data-testid="payment-success-alert"
      className={
        pro
          ? 'flex gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900'
          : 'flex gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900'
      }
    >
      {pro ? <CheckCircleIcon className="size-6 shrink-0 text-emerald-600" /> : <Spinner />}
      <div>
        <p className="font-semibold">{pro ? 'Payment Successful' : 'Confirming your payment...'}</p>
        <p className="mt-1 text-sm">
          {pro
            ? 'Your Pro subscription is active'
            : 'Thanks! We are confirming your payment with our payment provider.'}
        </p>
        <p className="mt-1 text-sm opacity-80">Taking you to your analysis in a moment...</p>
      </div>
    </div>
  );
}
