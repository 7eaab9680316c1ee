// The three password reset calls (product specification, section 7). verify treats any non-OK answer as "invalid".
import { ApiError, api } from '../../lib/api.ts';

export function requestPasswordReset(email: string): Promise<{ ok: true; message: string }> {
  return api('resetRequest', { body: { email } });
}

/** true / false from the server; throws only when the server could not be reached (network error). */
export async function verifyResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const { valid } = await api('resetVerify', { query: { token }, signal });
    return valid === true;
  } catch (err) {
    if (err instanceof ApiError) return false;
    throw err;
  }
}

export function resetPassword(token: string, password: string): Promise<{ ok: true; message: string }> {
  return api('reset', { body: { token, password } });
}
