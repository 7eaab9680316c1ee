// What the delete dialogs (analysis, account) say when the request fails: our API's message as it is (e.g. the
// payment provider could not cancel, so nothing was deleted), a sign-in prompt for 401, else a connection hint.
import { ApiError, SignedOutError, serverText } from '../../lib/api.ts';

export function deleteFailureText(err: unknown): string {
  if (err instanceof SignedOutError || (err instanceof ApiError && err.status === 401)) {
    return 'Your session has ended. Please log in again, then try once more.';
  }
  if (err instanceof ApiError) return serverText(err);
  return 'We could not reach the server. Check your connection and try again.';
}
