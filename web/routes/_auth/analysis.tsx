import { createFileRoute, Outlet } from '@tanstack/react-router';
import { safeReturnPath } from '../../../edge/core/return-path.ts';
import { finishTo, PaymentCompleteScreen } from '../../features/billing/payment-complete.tsx';
import { flag, present, text } from '../../lib/search-params.ts';

// /analysis and /analysis/$id are one screen with an optional id (product specification, section 2); the search params are its
// contract: upload=true opens the upload view, payment=success or from=payment the payment-complete screen.
const search = (s: Record<string, unknown>): { upload?: boolean; payment?: string; from?: string; return?: string } =>
  present({
    upload: flag(s.upload),
    payment: text(s.payment),
    from: text(s.from),
    // The page the user left for checkout (a result): where the payment-complete screen ends.
    return: safeReturnPath(s.return) ?? undefined,
  });

export const Route = createFileRoute('/_auth/analysis')({
  validateSearch: search,
  head: () => ({ meta: [{ title: 'Analysis · Profile Score' }] }),
  component: AnalysisLayout,
});

function AnalysisLayout() {
  const { payment, from, return: returnTo } = Route.useSearch();
  const { session } = Route.useRouteContext();
  if (payment === 'success' || from === 'payment')
    return <PaymentCompleteScreen userId={session.user.id} onDone={() => finishTo(returnTo)} />;
  return <Outlet />;
}
