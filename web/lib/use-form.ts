// The scaffolding every form of the app shares, in one place: read the named fields, check them with the form's
// schema, show the first message per field and focus the first field in error (keyboard and screen-reader users
// land on it), keep the button busy while the request runs, and turn a failure into a toast or field errors.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { toast } from '../components/ui/toast-store.ts';
import { type FieldErrors, focusFirstError, formValues, useFieldErrors } from './form-errors.ts';

/** What a failed submit shows: a toast, field errors, or nothing more (the form already said it). */
export type FormFailure = { title: string; description: string } | { fields: FieldErrors } | null;

/** Returned by a submit whose page is leaving (a redirect on its way): the button stays busy until it goes. */
export const LEAVING = 'leaving';

export interface SubmitContext {
  /** Shows field errors from the answer and focuses the first of them. */
  showErrors(errors: FieldErrors): void;
}

export interface FormOptions<S extends z.ZodType> {
  schema: S;
  fields: readonly string[];
  /** Resolves to LEAVING when the page is on its way elsewhere; anything else ends the busy state. */
  submit: (values: z.output<S>, ctx: SubmitContext) => Promise<unknown>;
  failure: (err: unknown) => FormFailure;
}

/** Validates raw form input; returns the parsed values, or the first message per field. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: Record<string, string>,
): { ok: true; values: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

export function useForm<S extends z.ZodType>({ schema, fields, submit, failure }: FormOptions<S>) {
  const { errors, setErrors, clear } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const showErrors = (found: FieldErrors) => {
      setErrors(found);
      focusFirstError(form, found);
    };
    const result = validate(schema, formValues(form, fields));
    if (!result.ok) return showErrors(result.errors);
    setErrors({});
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await submit(result.values, { showErrors })) === LEAVING;
    } catch (err) {
      const shown = failure(err);
      if (shown && 'fields' in shown) showErrors(shown.fields);
      else if (shown) toast({ ...shown, variant: 'error' });
    } finally {
      if (!leaving && mounted.current) setBusy(false);
    }
  }

  /** A field's error and its onChange (which clears that error). */
  const field = (name: string) => ({ error: errors[name], onChange: () => clear(name) });
  return { onSubmit, busy, errors, field };
}

/** The message of an Error, or `fallback`. */
export const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message) || fallback;
