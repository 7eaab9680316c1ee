import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button, textLinkClass } from '../../components/ui/button.tsx';
import { EMAIL_INPUT, Field } from '../../components/ui/field.tsx';
import { CheckCircleIcon, MailIcon } from '../../components/ui/icons.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { serverText } from '../../lib/api.ts';
import { errorText, useForm } from '../../lib/use-form.ts';
import { requestPasswordReset } from './api.ts';
import { forgotPasswordSchema } from './schemas.ts';

/** Spec section 2: form -> sent -> back to form. The server answers the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { onSubmit, busy, field } = useForm({
    schema: forgotPasswordSchema,
    fields: ['email'],
    submit: async ({ email }) => {
      setLastEmail(email);
      await requestPasswordReset(email);
      toast({
        title: 'Reset link sent',
        description: 'Check your email for password reset instructions',
        variant: 'success',
      });
      setSentTo(email);
      requestAnimationFrame(() => heading.current?.focus());
    },
    failure: (err) => ({
      title: 'Request failed',
      description: serverText(err) || errorText(err, 'An unknown error occurred'),
    }),
  });

  if (sentTo) {
    return (
      <div className="text-center">
        <span className="inline-flex rounded-full bg-emerald-50 p-3 text-emerald-600 ring-1 ring-emerald-100">
          <CheckCircleIcon className="size-8" />
        </span>
        <h2 ref={heading} tabIndex={-1} className="mt-4 font-semibold text-slate-900 text-xl focus:outline-none">
          Email sent successfully!
        </h2>
        <p className="mt-2 text-slate-600">Check your inbox for the password reset link</p>
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-slate-600 text-sm">
          If an account exists for <strong className="break-all text-slate-800">{sentTo}</strong>, the link arrives
          within a minute and works for 1 hour. Check your spam folder if you don't see it.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Button variant="secondary" size="lg" onClick={() => setSentTo(null)}>
            Try another email
          </Button>
          <Link to="/login" className={`${textLinkClass} text-sm`}>
            Back to login
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Request a password reset link">
      <Field {...EMAIL_INPUT} defaultValue={lastEmail} {...field('email')} autoFocus />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {!busy && <MailIcon className="size-5" />}
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-slate-600 text-sm">
        Remembered it?{' '}
        <Link to="/login" className={textLinkClass}>
          Back to login
        </Link>
      </p>
    </form>
  );
}
