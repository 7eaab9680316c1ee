import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button, textLinkClass } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { focusFirstError, formValues, useFieldErrors } from '../../lib/form-errors.ts';
import { startProCheckout } from '../billing/checkout.ts';
import { registerSchema, validate } from './schemas.ts';
import { describeSignUpError, EMAIL_TAKEN_INLINE } from './sign-up-errors.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterForm({ plan }: { plan: 'free' | 'pro' }) {
  const store = useAuthStore();
  const navigate = useNavigate();
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const result = validate(registerSchema, formValues(form, FIELDS));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(form, result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const { firstName, lastName, email, password } = result.values;
    try {
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
        if (failure.emailTaken) {
          setErrors({ email: EMAIL_TAKEN_INLINE });
          focusFirstError(form, { email: EMAIL_TAKEN_INLINE });
        }
        setBusy(false);
        return;
      }
      if (!data.session) {
        // Hosted auth with email confirmation on: no session until the link is clicked.
        setConfirmEmail(email);
        return;
      }
      toast({ title: 'Account created', description: `Welcome to Profile Score, ${firstName}!`, variant: 'success' });
      // Pro pays before using the account (spec section 2): straight to checkout; if that cannot start, the
      // payment-pending screen offers it again.
      if (plan === 'pro' && (await startProCheckout(data.session))) return;
      await navigate({ to: plan === 'pro' ? '/payment-pending' : '/dashboard' });
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : 'Failed to create account.';
      toast({ title: 'Registration Failed', description: message, variant: 'error' });
      setBusy(false);
    }
  }

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
        <Field
          id="firstName"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName}
          onChange={() => clear('firstName')}
          autoFocus
        />
        <Field
          id="lastName"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName}
          onChange={() => clear('lastName')}
        />
      </div>
      <Field
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email}
        onChange={() => clear('email')}
      />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password}
        onChange={() => clear('password')}
      />
      <PasswordField
        id="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        onChange={() => clear('confirmPassword')}
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
