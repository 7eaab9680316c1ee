// The payment processing screen (product specification, sections 2 and 4) for /analysis?payment=success and /analysis?from=payment:
// processing, then 'Payment Successful' and a redirect after 2 s, or after 20 polls the delayed state with a
// 10 s countdown. Both end by clearing the URL back to /analysis and reloading.
import { safeReturnPath } from '../../../edge/core/return-path.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, Spinner } from '../../components/ui/card.tsx';
import { CheckCircleIcon, InfoIcon } from '../../components/ui/icons.tsx';
import { usePaymentPoll } from './use-payment-poll.ts';

export const PAYMENT_DELAYED = 'Your payment is still being processed. This may take a few moments.';

/**
 * Spec: clear the URL back to /analysis and reload (the analysis page then starts clean, as a Pro user); or to the
 * app page the user left for checkout (a result), when there is one and it is a safe app path.
 */
export function finishTo(returnTo?: string): void {
  // One navigation that both drops the query and reloads the app (replace: Back does not return here).
  location.replace(safeReturnPath(returnTo) ?? '/analysis');
}

export function PaymentCompleteScreen({ userId, onDone = () => finishTo() }: { userId: string; onDone?: () => void }) {
  const state = usePaymentPoll(userId, onDone);
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md p-8 text-center" data-testid="payment-complete" data-phase={state.phase}>
        <div role="status" aria-live="polite">
          {state.phase === 'processing' && (
            <>
              <Spinner className="justify-center" />
              <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">Processing your payment...</h1>
              <p className="mt-2 text-slate-600">This usually takes a few seconds. Please keep this page open.</p>
            </>
          )}
          {state.phase === 'success' && (
            <>
              <span className="inline-flex rounded-full bg-emerald-50 p-3 text-emerald-600">
                <CheckCircleIcon className="size-8" />
              </span>
              <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">Payment Successful</h1>
              <p className="mt-2 text-slate-600">Your Pro subscription is now active</p>
              <p className="mt-4 text-slate-500 text-sm">Taking you to your analysis...</p>
            </>
          )}
          {state.phase === 'delayed' && (
            <>
              <span className="inline-flex rounded-full bg-amber-50 p-3 text-amber-600">
                <InfoIcon className="size-8" />
              </span>
              <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">Almost there</h1>
              <p className="mt-2 text-slate-600">{PAYMENT_DELAYED}</p>
              <p className="mt-4 text-slate-500 text-sm" data-testid="payment-countdown">
                Redirecting in {state.secondsLeft} second{state.secondsLeft === 1 ? '' : 's'}...
              </p>
            </>
          )}
        </div>
        {state.phase === 'delayed' && (
          <Button className="mt-6" onClick={() => onDone()}>
            Continue now
          </Button>
        )}
      </Card>
    </div>
  );
}
