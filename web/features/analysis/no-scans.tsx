import type { Tier } from '../../../edge/core/plans.ts';
import { analysesNoun, FREE_SCANS, PLANS, PRO_SCANS } from '../../../edge/core/plans.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { CrownIcon } from '../../components/ui/icons.tsx';

/** Shown instead of the upload controls when scans_remaining is 0 (product specification, section 2). */
export function NoScansMessage({ tier }: { tier: Tier }) {
  const pro = tier === 'pro';
  return (
    <div
      role="status"
      data-testid="no-scans"
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      <span className="w-fit rounded-xl bg-white p-2.5 text-amber-700 ring-1 ring-amber-200">
        <CrownIcon className="size-6" />
      </span>
      <div className="flex-1">
        <p className="font-semibold text-slate-900">You have no scans left</p>
        <p className="mt-1 text-slate-700 text-sm">
          {pro
            ? `Your ${PRO_SCANS} analyses for this billing month are used up. They renew with your next payment.`
            : `The ${PLANS.free.name} plan includes ${FREE_SCANS} ${analysesNoun(FREE_SCANS)}. Upgrade to Pro for ${PRO_SCANS} analyses a month, with recommendations and rewrites.`}
        </p>
      </div>
      {!pro && (
        // Plain link: /pricing belongs to the billing pages.
        <a href="/pricing" className={buttonClass('primary', 'md', 'shrink-0')}>
          <CrownIcon className="size-4" />
          Upgrade to Pro
        </a>
      )}
    </div>
  );
}
