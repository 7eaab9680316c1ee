import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, serverText } from '../../lib/api.ts';
import { LEAVING, useForm } from '../../lib/use-form.ts';
import { resetPassword, verifyResetToken } from './api.ts';
import { InvalidState, SuccessState, VerifyErrorState, VerifyingState } from './reset-states.tsx';
import { resetPasswordSchema } from './schemas.ts';

/** Spec section 9: the login page opens 3 s after a successful reset. */
export const RESET_REDIRECT_MS = 3000;
const FIELDS = ['password', 'confirmPassword'] as const;

type Phase = 'verifying' | 'valid' | 'invalid' | 'verify-error' | 'success';

const invalidToast = () =>
  toast({
    title: 'Invalid or expired token',
    description: 'Please request a new password reset link.',
    variant: 'error',
  });

/** none -> invalid; verifying -> valid | invalid; valid -> success -> /login (product specification, section 4). */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const auth = useAuthStore();
  const [phase, setPhase] = useState<Phase>(token ? 'verifying' : 'invalid');
  const [attempt, setAttempt] = useState(0);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check on "Try again"
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    setPhase('verifying');
    verifyResetToken(token, abort.signal).then(
      (valid) => {
        if (abort.signal.aborted) return;
        setPhase(valid ? 'valid' : 'invalid');
        if (!valid) invalidToast();
      },
      () => {
        if (abort.signal.aborted) return;
        setPhase('verify-error');
        toast({ title: 'Error', description: 'Failed to verify reset token. Please try again.', variant: 'error' });
      },
    );
    return () => abort.abort();
  }, [token, attempt]);

  const { onSubmit, busy, field } = useForm({
    schema: resetPasswordSchema,
    fields: FIELDS,
    submit: async ({ password }) => {
      await resetPassword(token ?? '', password);
      // Every session was revoked on the server; drop this browser's copy too so /login shows the form.
      await auth.signOut().catch(() => {});
      setPhase('success');
      toast({ title: 'Success!', description: 'Your password has been reset successfully.', variant: 'success' });
      redirect.current = setTimeout(() => void navigate({ to: '/login' }), RESET_REDIRECT_MS);
      return LEAVING;
    },
    failure: (err) => {
      const fallback = 'Failed to reset password. Please try again.';
      // The link was used or expired meanwhile: say so, and offer a new one.
      if (err instanceof ApiError && err.status === 400) setPhase('invalid');
      if (err instanceof ApiError) return { title: 'Error', description: serverText(err) || fallback };
      return { title: 'Error', description: 'An unexpected error occurred. Please try again.' };
    },
  });

  if (phase === 'verifying') return <VerifyingState />;
  if (phase === 'invalid') return <InvalidState />;
  if (phase === 'verify-error') return <VerifyErrorState onRetry={() => setAttempt((n) => n + 1)} />;
  if (phase === 'success') return <SuccessState />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Set a new password">
      <PasswordField
        id="password"
        label="New Password"
        autoComplete="new-password"
        hint="8 to 100 characters"
        {...field('password')}
        autoFocus
      />
      <PasswordField
        id="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
