// Client side of POST /api/contact and /api/contact-sales: the form checks the same zod schema as the server
// (SCHEMAS), then the call; a 422 from the server comes back as field errors in the same shape.
import type { z } from 'zod';
import { type ContactReceipt, contactSchema, salesSchema } from '../../../edge/core/contact.ts';
import { ApiError, api } from '../../lib/api.ts';
import '../../lib/zod.ts';

export type ContactKind = 'contact' | 'sales';

import type { FieldErrors } from '../../lib/form-errors.ts';

export const SCHEMAS = { contact: contactSchema, sales: salesSchema } as const;

export class FieldErrorsFromServer extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Some fields are invalid.');
  }
}

/** Posts the form; throws FieldErrorsFromServer on 422 (with the server's messages), ApiError otherwise. */
export async function sendContact(
  kind: ContactKind,
  values: Record<string, unknown>,
  token?: string,
): Promise<ContactReceipt> {
  // The form's own check ran first; the body goes as typed, and the server's schema has the last word.
  const body = values as z.input<typeof contactSchema> & z.input<typeof salesSchema>;
  try {
    return await api(kind === 'sales' ? 'contactSales' : 'contact', { body, token });
  } catch (err) {
    const details = err instanceof ApiError && err.status === 422 ? err.details : null;
    if (!details || typeof details !== 'object') throw err;
    const errors: FieldErrors = {};
    for (const [k, v] of Object.entries(details as Record<string, string[]>)) if (v[0]) errors[k] = v[0];
    throw new FieldErrorsFromServer(errors);
  }
}
