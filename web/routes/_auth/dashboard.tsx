import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { safeReturnPath } from '../../../edge/core/return-path.ts';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { AccountCard } from '../../features/account/account-card.tsx';
import { PaymentSuccessAlert } from '../../features/billing/payment-success-alert.tsx';
import { SubscriptionCard } from '../../features/billing/subscription-card.tsx';
import { DashboardContent } from '../../features/dashboard/dashboard-content.tsx';
import { present, text } from '../../lib/search-params.ts';
import { analysesQueryOptions } from '../../queries/analyses.ts';
import { userQueryOptions } from '../../queries/user.ts';

// The return from checkout lands here (product specification, section 4); the layout's guard has already restored the session
// and confirmed the payment. access_token / refresh_token are handled (and stripped) by that guard too.
const search = (
  s: Record<string, unknown>,
): { payment?: string; paymentStatus?: string; session_id?: string; return?: string } =>
  present({
    payment: text(s.payment),
    paymentStatus: text(s.paymentStatus),
    session_id: text(s.session_id),
    return: safeReturnPath(s.return) ?? undefined,
  });

export const Route = createFileRoute('/_auth/dashboard')({
  validateSearch: search,
  // Start the analyses request with the navigation; the list renders its own loading state meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(analysesQueryOptions(context.auth, context.session.user.id));
  },
  head: () => ({ meta: [{ title: 'Dashboard · Profile Score' }] }),
  component: DashboardPage,
});

function DashboardPage() {
  const auth = useAuthStore();
  const { session } = Route.useRouteContext();
  const { data: user } = useSuspenseQuery(userQueryOptions(auth, session.user.id));
  const analyses = useQuery(analysesQueryOptions(auth, session.user.id));
  const { payment, paymentStatus, return: returnTo } = Route.useSearch();
  return (
    <div className="space-y-6 md:space-y-8">
      {(payment === 'success' || paymentStatus === 'success') && (
        <PaymentSuccessAlert user={user} returnTo={returnTo} />
      )}
      <DashboardContent user={user} analyses={analyses} />
      {user.subscription_tier === 'pro' && <SubscriptionCard user={user} />}
      <AccountCard user={user} />
    </div>
  );
}
