// DELETE /api/account: the payment provider first, the data second. A Pro subscription left running would keep
// charging someone whose account is gone, so when the provider cannot cancel it nothing is deleted (the user can
// simply try again). The auth user goes with the rows (PostgresStore.deleteAccount), so the email is free again.
import { AppError } from '../core/errors.ts';
import type { Logger, Payments, Store, UserRow } from '../ports.ts';

export const CANCEL_FAILED =
  'We could not cancel your subscription right now, so nothing was deleted. Please try again in a moment.';

export async function deleteAccount(
  deps: { store: Store; payments: Payments; log: Logger },
  user: Pick<UserRow, 'supabase_id' | 'stripe_customer_id'>,
  requestId?: string,
): Promise<void> {
  if (user.stripe_customer_id) {
    try {
      await deps.payments.cancelSubscriptions(user.stripe_customer_id);
    } catch (err) {
      // Details stay in the log; the browser gets the one error shape.
      deps.log.error('payments: cancel subscriptions failed', { requestId, error: String(err).slice(0, 300) });
      throw new AppError('UNAVAILABLE', CANCEL_FAILED);
    }
  }
  await deps.store.deleteAccount(user.supabase_id);
}
