import { PLANS, PRO_SCANS } from '../../../edge/core/plans.ts';
import { CheckCircleIcon, CrownIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * What the chosen plan gives (product specification, section 2: free = basic scoring only; pro = recommendations + AI
 * insights).
 */
export function PlanSummary({ plan }: { plan: 'free' | 'pro' }) {
  const pro = plan === 'pro';
  const p = PLANS[plan];
  return (
    <div
      className={cn(
        'mb-8 flex gap-3 rounded-xl border p-4',
        pro ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      {pro ? (
        <CrownIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
      ) : (
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
      )}
      <div className="text-sm">
        <p className="font-semibold">
          {p.name} plan{pro ? ` · ${PRO_SCANS} analyses per month` : ''}
        </p>
        <p className="mt-1">
          {pro
            ? 'Pro gives you personalised recommendations and advanced AI insights on top of your scores.'
            : 'The free plan gives you basic scoring only. Upgrade to Pro any time for personalised recommendations and advanced AI insights.'}
        </p>
      </div>
    </div>
  );
}
