// Client side of POST /api/contact and /api/contact-sales: the same zod schema as the server, then the call;
// a 422 from the server comes back as field errors in the same shape.
import type { z } from 'zod';
import { type ContactReceipt, contactSchema, salesSchema } from '../../../edge/core/contact.ts';
import { ApiError } from '../../lib/api.ts';
import '../../lib/zod.ts';

export type ContactKind = 'contact' | 'sales';

import type { FieldErrors } from '../../lib/form-errors.ts';

export const SCHEMAS = { contact: contactSchema, sales: salesSchema } as const;
const PATHS = { contact: '/api/contact', sales: '/api/contact-sales' } as const;

export function checkFields(kind: ContactKind, values: Record<string, string>): FieldErrors | null {
  const result = (SCHEMAS[kind] as z.ZodType).safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export class FieldErrorsFromServer extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Some fields are invalid.');
  }
}

/** Posts the form; throws FieldErrorsFromServer on 422 (with the server's messages), ApiError otherwise. */
export async function sendContact(
  kind: ContactKind,
  values: Record<string, string>,
  token?: string,
): Promise<ContactReceipt> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(PATHS[kind], { method: 'POST', headers, body: JSON.stringify(values) });
  const body = (await res.json().catch(() => null)) as
    | (ContactReceipt & { message?: string; error?: { details?: Record<string, string[]> } })
    | null;
  if (res.ok && body) return body;
  const details = body?.error?.details;
  if (res.status === 422 && details) {
    const errors: FieldErrors = {};
    for (const [k, v] of Object.entries(details)) if (v[0]) errors[k] = v[0];
    throw new FieldErrorsFromServer(errors);
  }
  throw new ApiError(res.status, body?.message || res.statusText || 'Request failed');
}
