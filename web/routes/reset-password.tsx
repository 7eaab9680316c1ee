import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/account/auth-layout.tsx';
import { ResetPasswordForm } from '../features/password/reset-password-form.tsx';
import { present, text } from '../lib/search-params.ts';

// Anything that is not a string is treated as no token (the invalid state), never as a crash.
const search = (s: Record<string, unknown>): { token?: string } => present({ token: text(s.token, 512) });

export const Route = createFileRoute('/reset-password')({
  validateSearch: search,
  // The token must not leak to other origins through the Referer header.
  head: () => ({ meta: [{ title: 'Reset password · Profile Score' }, { name: 'referrer', content: 'no-referrer' }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <AuthLayout title="Choose a new password" subtitle="Pick a password you don't use anywhere else.">
      {/* A new token (another link opened in this tab) starts the flow over. */}
      <ResetPasswordForm key={token ?? ''} token={token || undefined} />
    </AuthLayout>
  );
}
