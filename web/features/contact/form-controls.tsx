// A multi-line field and a select with the same label/error wiring as components/ui/field.tsx.
import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, fieldDescribedBy, inputClass } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';

interface Common {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ id, label, error, hint, className, ...props }, ref) {
    return (
      <div className={className}>
        <FieldLabel id={id} label={label} />
        <textarea
          ref={ref}
          id={id}
          name={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className={cn(inputClass(Boolean(error)), 'h-auto min-h-36 resize-y py-2.5 leading-6')}
          {...props}
        />
        <FieldMessages id={id} error={error} hint={hint} />
      </div>
    );
  },
);

interface SelectProps extends Common, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  options: readonly string[];
  placeholder: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { id, label, error, hint, options, placeholder, className, ...props },
  ref,
) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} />
      <div className="relative">
        <select
          ref={ref}
          id={id}
          name={id}
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className={cn(inputClass(Boolean(error)), 'appearance-none pr-10')}
          {...props}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
});
