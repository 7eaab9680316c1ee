import type { Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPrice, PLANS, PRO_SCANS } from '../../../edge/core/plans.ts';
import { useSignOut } from '../../auth/auth-context.tsx';
import { Brand } from '../../components/brand.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CheckCircleIcon, CrownIcon, MailIcon } from '../../components/ui/icons.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { api } from '../../lib/api.ts';
import { userKeys } from '../../queries/user.ts';
import { createCheckout, leaveFor } from './checkout.ts';
import { CHECKOUT_BUSY_LABEL } from './use-upgrade.ts';

const REFRESH_RELOAD_MS = 1000;
const INCLUDED = [
  `${PRO_SCANS} profile analyses per month`,
  'AI insights and recommendations',
  'Personalised suggestions',
  'A dashboard to track your progress',
];

interface Props {
  session: Session;
  supportEmail: string;
  debugRoutes: boolean;
}

export function PaymentRequired({ session, supportEmail, debugRoutes }: Props) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [busy, setBusy] = useState<'refresh' | 'pay' | 'force' | 'free' | null>(null);

  async function refreshStatus() {
    setBusy('refresh');
    await queryClient.refetchQueries({ queryKey: userKeys.one(session.user.id) }).catch(() => {});
    // The reload runs the route guards again: a user who is Pro now goes on to the dashboard.
    setTimeout(() => location.reload(), REFRESH_RELOAD_MS);
  }

  async function pay() {
    setBusy('pay');
    try {
      const url = await createCheckout(session);
      toast({ title: 'Success', description: CHECKOUT_BUSY_LABEL, variant: 'success' });
      leaveFor(url);
    } catch {
      toast({ title: 'Error', description: 'Failed to start upgrade process', variant: 'error' });
      setBusy(null);
    }
  }

  // Left checkout (cancelled) and would rather not pay now: the account goes on as a free one.
  async function continueFree() {
    setBusy('free');
    try {
      await api('continueFree', { token: session.access_token });
      await queryClient.invalidateQueries({ queryKey: userKeys.one(session.user.id) });
      location.assign('/dashboard');
    } catch (err) {
      toast({ title: 'Error', description: err instanceof Error ? err.message : 'Request failed', variant: 'error' });
      setBusy(null);
    }
  }

  async function forceCreate() {
    setBusy('force');
    try {
      await api('debugCreateUser', {
        token: session.access_token,
        body: { userId: session.user.id },
      });
      location.reload();
    } catch (err) {
      toast({ title: 'Error', description: err instanceof Error ? err.message : 'Request failed', variant: 'error' });
      setBusy(null);
    }
  }

  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center">
      <Brand className="mb-8" />
      <Card className="w-full max-w-lg p-6 sm:p-8">
        <span className="inline-flex rounded-2xl bg-brand-50 p-3 text-brand-600">
          <CrownIcon className="size-7" />
        </span>
        <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">Payment Required</h1>
        <p className="mt-2 text-slate-600">
          Your account has been created. Complete your payment to activate Pro and start analysing your profile.
        </p>
        <ul className="mt-6 space-y-3">
          {INCLUDED.map((item) => (
            <li key={item} className="flex gap-3 text-slate-700">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3">
          <Button size="lg" onClick={pay} disabled={busy !== null}>
            {busy === 'pay' ? CHECKOUT_BUSY_LABEL : `Complete Payment (${formatPrice(PLANS.pro)})`}
          </Button>
          <Button variant="secondary" size="lg" onClick={refreshStatus} disabled={busy !== null}>
            {busy === 'refresh' ? 'Checking Payment...' : 'I Already Paid - Refresh Status'}
          </Button>
          <Button variant="ghost" size="lg" onClick={continueFree} disabled={busy !== null}>
            {busy === 'free' ? 'Switching...' : 'Continue on the Free plan'}
          </Button>
          {debugRoutes && (
            <Button variant="ghost" onClick={forceCreate} disabled={busy !== null}>
              Force Create Account
            </Button>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
            <ButtonLink to="/" variant="ghost" size="sm">
              Back to Home
            </ButtonLink>
            <Button variant="ghost" size="sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        </div>
        {supportEmail && (
          <p className="mt-6 flex items-center gap-2 border-slate-100 border-t pt-5 text-slate-600 text-sm">
            <MailIcon className="size-4 shrink-0" />
            Questions? Contact{' '}
            <a className="font-medium text-brand-700 hover:underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        )}
      </Card>
    </div>
  );
}
