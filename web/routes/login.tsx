import { createFileRoute, redirect } from '@tanstack/react-router';
import { AlertIcon } from '../components/ui/icons.tsx';
import { AuthLayout } from '../features/account/auth-layout.tsx';
import { LoginForm } from '../features/account/login-form.tsx';
import { present, returnPath, text } from '../lib/search-params.ts';

const search = (s: Record<string, unknown>): { error?: string; redirect?: string } =>
  present({ error: text(s.error, 200), redirect: returnPath(s.redirect) });

export const Route = createFileRoute('/login')({
  validateSearch: search,
  // Already signed in: the form has nothing to do.
  beforeLoad: async ({ context, search }) => {
    if (await context.auth.getSession()) throw redirect({ href: search.redirect ?? '/dashboard' });
  },
  head: () => ({ meta: [{ title: 'Sign in · Profile Score' }] }),
  component: LoginPage,
});

function LoginPage() {
  const { error, redirect: back } = Route.useSearch();
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to see your scores and continue improving your profile.">
      {error && (
        <div
          role="alert"
          className="mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 text-sm"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
          <p>{error}</p>
        </div>
      )}
      <LoginForm returnTo={back} />
    </AuthLayout>
  );
}
