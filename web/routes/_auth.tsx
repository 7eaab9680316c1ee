import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SESSION_EXPIRED } from '../auth/auth-context.tsx';
import { AppShell } from '../components/app-shell/app-shell.tsx';
import { FullPageMessage } from '../components/full-page-message.tsx';
import { authPendingTitle, isAfterPayment, resolveSession } from '../features/billing/return-session.ts';
import { WelcomeWizard } from '../features/welcome-tour/welcome-wizard.tsx';
import { SignedOutError } from '../lib/api.ts';
import { userQueryOptions } from '../queries/user.ts';

// Pathless layout for every signed-in screen: signed out -> /login, tier pending -> /payment-pending.
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location, preload }) => {
    // URL tokens and the return from checkout (session restore, payment confirmation) come first.
    const search = location.search as Record<string, unknown>;
    const session = await resolveSession(context, search, preload);
    // Signed out: log in, then come back here (a deep link to an analysis opens after the login). The path only:
    // the search may carry tokens (the way back from checkout), and the dashboard is where login goes anyway.
    const back = location.pathname === '/dashboard' ? {} : { redirect: location.pathname };
    if (!session) throw redirect({ to: '/login', search: back });
    try {
      const user = await context.queryClient.ensureQueryData(userQueryOptions(context.auth, session.user.id));
      // Right after paying, the webhook may not have landed yet: the payment screens wait for it instead.
      if (user.subscription_tier === 'pending' && !isAfterPayment(search)) throw redirect({ to: '/payment-pending' });
      return { session, user };
    } catch (err) {
      if (!(err instanceof SignedOutError)) throw err;
      await context.auth.signOut();
      throw redirect({ to: '/login', search: { error: SESSION_EXPIRED, ...back } });
    }
  },
  pendingComponent: () => <FullPageMessage busy title={authPendingTitle()} />,
  component: AuthLayoutRoute,
});

function AuthLayoutRoute() {
  const { session } = Route.useRouteContext();
  return (
    <AppShell>
      <Outlet />
      <WelcomeWizard userId={session.user.id} />
    </AppShell>
  );
}
