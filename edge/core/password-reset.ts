// Password reset rules shared by the web forms and the API (product specification, sections 5 and 7, docs/design.md
// 9.5).
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './password-rules.ts';

/** A link lives one hour (docs/design.md 9.5). */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** 32 random bytes in base64url without padding are exactly 43 characters of this alphabet. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const INVALID_RESET_LINK = 'Invalid or expired password reset link.';
/** The one answer to every reset request, whether or not the account exists. */
export const RESET_REQUESTED = 'If an account exists for that email, we have sent a link to reset its password.';

export const resetRequestSchema = z.object({
  email: z
    .string('Please enter a valid email address')
    .trim()
    .toLowerCase()
    .max(320, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
});

export const newPasswordSchema = z
  .string(PASSWORD_TOO_SHORT)
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

export const resetSchema = z.object({
  // Any string is accepted here: a malformed token is an invalid link (400), not a form error.
  token: z.string('Invalid or expired password reset link.').max(512),
  password: newPasswordSchema,
});

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && RESET_TOKEN_PATTERN.test(token);
}
