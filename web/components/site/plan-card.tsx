import { Link } from '@tanstack/react-router';
import { analysesNoun, formatPrice, type Plan, type PlanId } from '../../../edge/core/plans.ts';
import { cn } from '../../lib/cn.ts';
import { type ButtonVariant, buttonClass } from '../ui/button.tsx';
import { CheckIcon, MinusIcon } from './marketing-icons.tsx';

/** Where each plan's button goes for a signed-out visitor (product specification, section 2, Pricing). */
export const PLAN_HREF: Record<PlanId, string> = {
  free: '/register?plan=free',
  pro: '/register?plan=pro',
  enterprise: '/contact-sales',
};

function allowance(plan: Plan): string {
  if (plan.scans === null) return 'Volume pricing for your whole team';
  const noun = analysesNoun(plan.scans);
  return plan.scansPeriod === 'month' ? `${plan.scans} ${noun} every month` : `${plan.scans} ${noun} in total`;
}

export interface PlanCardProps {
  plan: Plan;
  /** Replaces the default link, e.g. Pro for a signed-in user starts checkout. */
  onSelect?: (plan: Plan) => void;
  /** Disables the button and shows this label (e.g. "Taking you to checkout..."). */
  busyLabel?: string;
  className?: string;
}

/** One plan from edge/core/plans.ts: price, allowance, included/excluded features and its call to action. */
export function PlanCard({ plan, onSelect, busyLabel, className }: PlanCardProps) {
  const variant: ButtonVariant = plan.popular ? 'primary' : 'secondary';
  const cta = buttonClass(variant, 'lg', 'mt-8 w-full');
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan.id}
      className={cn(
        'relative flex flex-col rounded-3xl bg-white p-7 sm:p-8',
        plan.popular
          ? 'shadow-brand-900/15 shadow-xl ring-2 ring-brand-600'
          : 'shadow-slate-900/5 shadow-sm ring-1 ring-slate-200',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="font-semibold text-lg text-slate-900">
          {plan.name}
        </h3>
        {plan.popular && (
          <p className="rounded-full bg-brand-600 px-3 py-1 font-semibold text-white text-xs">Most Popular</p>
        )}
      </div>
      <p className="mt-2 min-h-12 text-slate-600 text-sm leading-6">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="font-bold text-4xl text-slate-900 tracking-tight">{formatPrice(plan)}</span>
        {plan.price !== null && (
          <span className="font-medium text-slate-500 text-sm">{plan.period === 'month' ? '/month' : plan.period}</span>
        )}
      </p>
      <p className="mt-1 font-medium text-brand-700 text-sm">{allowance(plan)}</p>
      <ul className="mt-7 flex-1 space-y-3 text-sm">
        {plan.features.map((f) => (
          <li key={f.name} className={cn('flex gap-3', f.included ? 'text-slate-700' : 'text-slate-500')}>
            {f.included ? (
              <CheckIcon className="size-5 shrink-0 text-emerald-600" />
            ) : (
              <MinusIcon className="size-5 shrink-0 text-slate-400" />
            )}
            <span>
              <span className="sr-only">{f.included ? 'Included: ' : 'Not included: '}</span>
              {f.name}
            </span>
          </li>
        ))}
      </ul>
      {onSelect ? (
        <button type="button" className={cta} disabled={Boolean(busyLabel)} onClick={() => onSelect(plan)}>
          {busyLabel ?? plan.buttonText}
        </button>
      ) : (
        // A string href: /contact-sales belongs to another feature, and the search is part of the contract.
        <Link to={PLAN_HREF[plan.id] as '/'} className={cta}>
          {plan.buttonText}
        </Link>
      )}
    </article>
  );
}
