import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/account/auth-layout.tsx';
import { ForgotPasswordForm } from '../features/password/forgot-password-form.tsx';

export const Route = createFileRoute('/forgot-password')({
  head: () => ({ meta: [{ title: 'Forgot password · Profile Score' }] }),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
