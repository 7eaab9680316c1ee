// The non-form states of /reset-password (product specification, sections 2 and 4): verifying, invalid, verify error,
// success.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/card.tsx';
import { AlertIcon, CheckCircleIcon } from '../../components/ui/icons.tsx';

function State({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'ok' | 'bad';
  title: string;
  children: ReactNode;
}) {
  const ring =
    tone === 'ok' ? 'bg-emerald-50 text-emerald-600 ring-emerald-100' : 'bg-red-50 text-red-600 ring-red-100';
  return (
    <div className="text-center">
      <span className={`inline-flex rounded-full p-3 ring-1 ${ring}`}>{icon}</span>
      <h2 className="mt-4 font-semibold text-slate-900 text-xl">{title}</h2>
      {children}
    </div>
  );
}

export function VerifyingState() {
  return (
    <div className="flex justify-center py-10">
      <Spinner label="Verifying your reset link..." />
    </div>
  );
}

export function InvalidState() {
  return (
    <State tone="bad" icon={<AlertIcon className="size-8" />} title="Invalid or expired password reset link.">
      <p className="mt-2 text-slate-600">Please request a new password reset link.</p>
      <div className="mt-6 flex flex-col gap-3">
        <ButtonLink to="/forgot-password" size="lg">
          Request a new link
        </ButtonLink>
        <Link
          to="/login"
          className="rounded font-semibold text-brand-700 text-sm hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Back to login
        </Link>
      </div>
    </State>
  );
}

export function VerifyErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <State tone="bad" icon={<AlertIcon className="size-8" />} title="We couldn't check your link">
      <p className="mt-2 text-slate-600">Failed to verify reset token. Please try again.</p>
      <Button size="lg" className="mt-6 w-full" onClick={onRetry}>
        Try again
      </Button>
    </State>
  );
}

export function SuccessState() {
  return (
    <State tone="ok" icon={<CheckCircleIcon className="size-8" />} title="Your password has been reset successfully!">
      <p className="mt-2 text-slate-600" role="status">
        Redirecting to login page...
      </p>
    </State>
  );
}
