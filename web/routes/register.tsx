import { createFileRoute, Link, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { formatPrice, PLANS } from '../../edge/core/plans.ts';
import { textLinkClass } from '../components/ui/button.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { AuthLayout } from '../features/account/auth-layout.tsx';
import { PlanSummary } from '../features/account/plan-summary.tsx';
import { RegisterForm } from '../features/account/register-form.tsx';
import { oneOf } from '../lib/search-params.ts';

type Plan = 'free' | 'pro';
// Links may leave the plan out (SearchSchemaInput): it defaults to free.
const search = (s: { plan?: Plan } & SearchSchemaInput): { plan: Plan } => ({
  plan: oneOf<Plan>(s.plan, ['free', 'pro'], 'free'),
});

export const Route = createFileRoute('/register')({
  validateSearch: search,
  beforeLoad: async ({ context, preload }) => {
    if (!(await context.auth.getSession())) return;
    if (!preload) toast({ title: 'Already Registered', description: 'You are already signed in.' });
    throw redirect({ to: '/dashboard' });
  },
  head: () => ({ meta: [{ title: 'Create your account · Profile Score' }] }),
  component: RegisterPage,
});

function RegisterPage() {
  const { plan } = Route.useSearch();
  const other = plan === 'pro' ? 'free' : 'pro';
  return (
    <AuthLayout
      title={plan === 'pro' ? 'Create your Pro account' : 'Create your free account'}
      subtitle={
        <>
          {plan === 'pro' ? `${formatPrice(PLANS.pro)} per ${PLANS.pro.period}, cancel any time. ` : 'No card needed. '}
          <Link to="/register" search={{ plan: other }} replace className={textLinkClass}>
            {plan === 'pro' ? 'Start free instead' : 'Go Pro instead'}
          </Link>
        </>
      }
    >
      <PlanSummary plan={plan} />
      <RegisterForm key={plan} plan={plan} />
    </AuthLayout>
  );
}
