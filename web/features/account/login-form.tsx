import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button, textLinkClass } from '../../components/ui/button.tsx';
import { EMAIL_INPUT, Field } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { errorText, LEAVING, useForm } from '../../lib/use-form.ts';
import { loginSchema } from './schemas.ts';

/** Spec section 2: success toasts 'Login successful' and opens /dashboard after 1 s. */
export const LOGIN_REDIRECT_MS = 1000;
const FIELDS = ['email', 'password'] as const;

/** `returnTo`: where the guard sent the user from (a path on this site); the dashboard otherwise. */
export function LoginForm({ returnTo }: { returnTo?: string }) {
  const store = useAuthStore();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);
  const { onSubmit, busy, field } = useForm({
    schema: loginSchema,
    fields: FIELDS,
    submit: async (values) => {
      const { data, error } = await (await store.client()).auth.signInWithPassword(values);
      if (error || !data.session) throw error ?? new Error('');
      toast({ title: 'Login successful', variant: 'success' });
      redirect.current = setTimeout(() => void navigate({ href: returnTo ?? '/dashboard' }), LOGIN_REDIRECT_MS);
      return LEAVING;
    },
    failure: (err) => ({ title: 'Login failed', description: errorText(err, 'An unknown error occurred') }),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
      <Field {...EMAIL_INPUT} {...field('email')} autoFocus />
      <div>
        <PasswordField id="password" label="Password" autoComplete="current-password" {...field('password')} />
        <div className="mt-2 text-right">
          {/* Plain link: the password-reset screens are another issue's routes. */}
          <a
            href="/forgot-password"
            className="rounded font-medium text-brand-700 text-sm hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Forgot password?
          </a>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-slate-600 text-sm">
        Don't have an account?{' '}
        <Link to="/register" search={{ plan: 'pro' }} className={textLinkClass}>
          Sign up for Pro
        </Link>
      </p>
    </form>
  );
}
