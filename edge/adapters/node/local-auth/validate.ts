// Input rules of the local auth service: GoTrue's defaults (minimum length 6, same codes and messages).
// The product's own, stricter form rules (8-100 characters) live in the web forms.
import { AuthHttpError } from './errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
// scrypt has no 72-byte limit like bcrypt; the cap only bounds the work an anonymous request can cause.
export const MAX_PASSWORD_LENGTH = 1024;

/** GoTrue's default strength rule (length only), same codes and messages. */
export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw new AuthHttpError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthHttpError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthHttpError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

/** Trim + lower-case, then a deliberately simple shape check (GoTrue's own is not stricter). */
export function normaliseEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw new AuthHttpError(400, 'validation_failed', 'An email address is required');
  }
  const e = email.trim().toLowerCase();
  if (e.length > 255 || !/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/.test(e)) {
    throw new AuthHttpError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return e;
}

/**
 * User metadata travels in every access token (user_metadata claim) and so in every API request's headers: 60 KB
 * of it made an 80 KB token that the server refused with 431, locking the account out. The product stores a name
 * and a plan; 4 KB is plenty.
 */
export const MAX_METADATA_BYTES = 4096;

export function checkMetadataSize(metadata: Record<string, unknown>): Record<string, unknown> {
  if (new TextEncoder().encode(JSON.stringify(metadata)).byteLength > MAX_METADATA_BYTES) {
    throw new AuthHttpError(
      422,
      'validation_failed',
      `User metadata cannot be larger than ${MAX_METADATA_BYTES} bytes`,
    );
  }
  return metadata;
}

export { isUuid } from '../../../core/ids.ts';
