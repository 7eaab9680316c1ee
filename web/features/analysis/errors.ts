// The toasts of the product specification's section 8 for the analysis flow, from whatever went wrong: our API's JSON
// errors carry a message meant for people (shown as is), anything else becomes 'Analysis failed: {status text}'.
import { AppError } from '../../../edge/core/errors.ts';
import { ApiError, SignedOutError, serverText } from '../../lib/api.ts';
import { NOT_AUTHENTICATED, type ToastText } from '../../lib/failure-toast.ts';

export function analysisFailure(err: unknown): ToastText {
  if (err instanceof SignedOutError) return NOT_AUTHENTICATED;
  if (err instanceof ApiError) {
    if (err.status === 401) return NOT_AUTHENTICATED;
    const text = serverText(err);
    return { title: 'Analysis Failed', description: err.code ? text : `Analysis failed: ${text}` };
  }
  // Parser errors (not a LinkedIn export, no text, unreadable, too large) come with their own human message.
  if (err instanceof AppError) return { title: 'Analysis Failed', description: err.message };
  const text = err instanceof Error && err.message ? err.message : 'Network error';
  return { title: 'Analysis Failed', description: `Analysis failed: ${text}` };
}

/** Parser errors where a screenshot would do better than the PDF. */
export function suggestsImageMode(err: unknown): boolean {
  return err instanceof AppError && (err.code === 'NO_TEXT' || err.code === 'UNREADABLE_PDF');
}
