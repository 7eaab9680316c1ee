// Pro users' plan on the dashboard: when it renews (or ends, after a cancellation) and 'Manage subscription',
// which opens the payment provider's customer portal (Stripe's, or the local test-mode one).
import { useState } from 'react';
import { formatPrice, PLANS, PRO_SCANS } from '../../../edge/core/plans.ts';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CrownIcon } from '../../components/ui/icons.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import type { AppUser } from '../../queries/user.ts';
import { createPortal, leaveFor } from './checkout.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export function renewalText(user: Pick<AppUser, 'current_period_end' | 'cancel_at_period_end'>): string {
  const end = user.current_period_end ? dateFormat.format(new Date(user.current_period_end)) : null;
  if (user.cancel_at_period_end) {
    return end
      ? `Cancelled: Pro stays active until ${end}, then you move to Free.`
      : 'Cancelled at the end of this billing period.';
  }
  return end
    ? `Renews on ${end}: your ${PRO_SCANS} analyses start again then.`
    : `Renews monthly with ${PRO_SCANS} fresh analyses.`;
}

export function SubscriptionCard({ user }: { user: AppUser }) {
  const auth = useAuthStore();
  const [busy, setBusy] = useState(false);

  async function manage() {
    setBusy(true);
    try {
      const session = await auth.getSession();
      if (!session) throw new Error('no session');
      leaveFor(await createPortal(session));
    } catch {
      toast({
        title: 'Error',
        description: 'Could not open subscription management. Please try again.',
        variant: 'error',
      });
      setBusy(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center" data-testid="subscription-card">
      <span className="w-fit rounded-xl bg-brand-50 p-3 text-brand-600">
        <CrownIcon className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="font-semibold text-slate-900">
          {PLANS.pro.name} plan · {formatPrice(PLANS.pro)} per {PLANS.pro.period}
        </h2>
        <p className="mt-1 text-slate-600 text-sm" data-testid="subscription-status">
          {renewalText(user)}
        </p>
      </div>
      <Button variant="secondary" onClick={manage} disabled={busy}>
        {busy ? 'Opening...' : 'Manage subscription'}
      </Button>
    </Card>
  );
}
