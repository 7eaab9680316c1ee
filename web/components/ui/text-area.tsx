import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClass } from './field.tsx';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string;
  /** LinkedIn's own limit, shown as a live counter (soft: going over is allowed, but flagged). */
  softLimit?: number;
  /** Under the box, unless an error shows. */
  hint?: string;
}

/** A labelled textarea that matches Field (same border, focus ring, error wiring). */
export function TextArea({ id, label, error, softLimit, hint, className, value, ...props }: Props) {
  const length = typeof value === 'string' ? value.length : 0;
  const over = softLimit !== undefined && length > softLimit;
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const describedBy = [softLimit !== undefined ? counterId : null, error ? errorId : hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium text-slate-800 text-sm">
          {label}
        </label>
        {softLimit !== undefined && (
          <span
            id={counterId}
            className={cn('text-xs tabular-nums', over ? 'font-semibold text-amber-700' : 'text-slate-500')}
          >
            {length.toLocaleString('en-US')} / {softLimit.toLocaleString('en-US')}
          </span>
        )}
      </div>
      <textarea
        id={id}
        name={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          inputClass(Boolean(error)),
          'h-auto min-h-24 py-2.5 leading-relaxed',
          hint && !error && 'border-amber-400 bg-amber-50/40',
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 font-medium text-red-700 text-sm">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 font-medium text-amber-800 text-xs">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
