import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button, textLinkClass } from '../../components/ui/button.tsx';
import { EMAIL_INPUT, Field } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { errorText, LEAVING, useForm } from '../../lib/use-form.ts';
import { startProCheckout } from '../billing/checkout.ts';
import { registerSchema } from './schemas.ts';
import { describeSignUpError, EMAIL_TAKEN_INLINE } from './sign-up-errors.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm({ plan }: { plan: 'free' | 'pro' }) {
  const store = useAuthStore();
  const navigate = useNavigate();
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  const { onSubmit, busy, field } = useForm({
    schema: registerSchema,
    fields: FIELDS,
    submit: async ({ firstName, lastName, email, password }, { showErrors }) => {
      // A stale session from another account must not survive into the new one (local scope: this tab only).
      await store.signOut();
      const { data, error } = await (await store.client()).auth.signUp({
        email,
        password,
        // The server reads the plan to decide the tier; the client never sets tier or scans itself.
        options: { data: { first_name: firstName, last_name: lastName, plan } },
      });
      const failure = describeSignUpError(error, Boolean(data?.user));
      if (failure) {
        toast({ title: failure.title, description: failure.description, variant: 'error' });
        if (failure.emailTaken) showErrors({ email: EMAIL_TAKEN_INLINE });
        return;
      }
      if (!data.session) {
        // Hosted auth with email confirmation on: no session until the link is clicked.
        setConfirmEmail(email);
        return LEAVING;
      }
      toast({ title: 'Account created', description: `Welcome to Profile Score, ${firstName}!`, variant: 'success' });
      // Pro pays before using the account (product specification, section 2): straight to checkout; if that cannot
      // start, the payment-pending screen offers it again.
      if (plan === 'pro' && (await startProCheckout(data.session))) return LEAVING;
      await navigate({ to: plan === 'pro' ? '/payment-pending' : '/dashboard' });
      return LEAVING;
    },
    failure: (err) => ({ title: 'Registration Failed', description: errorText(err, 'Failed to create account.') }),
  });

  if (confirmEmail) {
    return (
      <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-brand-900">
        <p className="font-semibold">Check your inbox</p>
        <p className="mt-1 text-sm">
          We sent a confirmation link to <strong>{confirmEmail}</strong>. Open it to activate your account.
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create account">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="firstName" label="First name" autoComplete="given-name" {...field('firstName')} autoFocus />
        <Field id="lastName" label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <Field {...EMAIL_INPUT} {...field('email')} />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        {...field('password')}
      />
      <PasswordField
        id="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : plan === 'pro' ? 'Create account and continue' : 'Create free account'}
      </Button>
      <p className="text-center text-slate-600 text-sm">
        Already have an account?{' '}
        <Link to="/login" className={textLinkClass}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
