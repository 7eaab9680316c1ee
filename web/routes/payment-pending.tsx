import { createFileRoute, redirect } from '@tanstack/react-router';
import { SESSION_EXPIRED } from '../auth/auth-context.tsx';
import { PaymentRequired } from '../features/billing/payment-required.tsx';
import { SignedOutError } from '../lib/api.ts';
import { userQueryOptions } from '../queries/user.ts';

// Signed-in accounts whose tier is 'pending' (registered for Pro, not paid yet) wait here.
export const Route = createFileRoute('/payment-pending')({
  beforeLoad: async ({ context }) => {
    const session = await context.auth.getSession();
    if (!session) throw redirect({ to: '/login' });
    try {
      const user = await context.queryClient.ensureQueryData(userQueryOptions(context.auth, session.user.id));
      if (user.subscription_tier !== 'pending') throw redirect({ to: '/dashboard' });
      return { session, user };
    } catch (err) {
      if (!(err instanceof SignedOutError)) throw err;
      await context.auth.signOut();
      throw redirect({ to: '/login', search: { error: SESSION_EXPIRED } });
    }
  },
  head: () => ({ meta: [{ title: 'Payment Required · Profile Score' }] }),
  component: PaymentPendingPage,
});

function PaymentPendingPage() {
  const { session, config } = Route.useRouteContext();
  return <PaymentRequired session={session} supportEmail={config.supportEmail} debugRoutes={config.debugRoutes} />;
}
