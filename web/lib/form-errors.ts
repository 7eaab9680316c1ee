// Field errors of the app's forms: kept per field name, cleared as the user edits that field, and on a failed
// submit the first field in error (in form order) takes focus, so keyboard and screen-reader users land on it.
import { useState } from 'react';

export type FieldErrors = Record<string, string>;

export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  for (const el of Array.from(form.elements)) {
    const field =
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
    if (field && errors[el.name]) {
      el.focus();
      return;
    }
  }
}

export function formValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? '')]));
}

/** The errors of one form, and `clear(name)` for a field's onChange. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (name: string) => errors[name] && setErrors(({ [name]: _, ...rest }) => rest);
  return { errors, setErrors, clear };
}
