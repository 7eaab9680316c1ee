import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClass = (invalid: boolean) =>
  cn(
    'block h-11 w-full rounded-lg border bg-white px-3 text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:outline-none focus:ring-2 focus:ring-offset-0',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/30',
  );

/** The ids a control is described by: its error, else its hint (a hint is hidden while an error shows). */
export function fieldDescribedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldLabel({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="mb-1.5 block font-medium text-slate-800 text-sm">
      {label}
    </label>
  );
}

/** Under a control: its error, or else its hint. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1.5 font-medium text-red-700 text-sm">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1.5 text-slate-500 text-xs">
      {hint}
    </p>
  ) : null;
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Rendered inside the input box on the right (the show/hide toggle). */
  trailing?: ReactNode;
}

/** Label, input and error tied together: the error is the input's description and flips aria-invalid. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { id, label, error, hint, trailing, className, ...props },
  ref,
) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} />
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className={cn(inputClass(Boolean(error)), trailing ? 'pr-11' : undefined)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
});

/** The email input every account form has: one definition, so they cannot drift apart. */
export const EMAIL_INPUT = {
  id: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  placeholder: 'you@example.com',
} as const;
