// The two refusals of the scan quota, worded once: the analyze route answers them early from the users row, and
// the store answers them from the SQL quota function, which is what actually guarantees them.
import { AppError } from './errors.ts';
import { PRO_SCANS } from './plans.ts';

export function noScansError(): AppError {
  return new AppError('NO_SCANS', `You have no scans left. Upgrade to Pro for ${PRO_SCANS} analyses a month.`);
}

export function paymentPendingError(): AppError {
  return new AppError(
    'PAYMENT_PENDING',
    'Your payment is still being confirmed. Complete checkout to start analysing.',
  );
}
