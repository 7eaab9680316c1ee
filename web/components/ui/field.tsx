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
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass(Boolean(error)), trailing ? 'pr-11' : undefined)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-slate-500 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 font-medium text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
});
