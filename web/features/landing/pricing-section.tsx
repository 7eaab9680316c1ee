import { PLANS, type Plan, type PlanId } from '../../../edge/core/plans.ts';
import { PlanCard } from '../../components/site/plan-card.tsx';
import { SectionHeading } from './section-heading.tsx';

const ORDER = [PLANS.free, PLANS.pro, PLANS.enterprise];

export type PlanHandlers = Partial<Record<PlanId, (plan: Plan) => void>>;

/** The three plans of edge/core/plans.ts. `onSelect` takes over some plans' buttons, e.g. `{ pro: checkout }`. */
export function PricingSection({ onSelect }: { onSelect?: PlanHandlers }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple, transparent pricing"
          lead="Start free. Upgrade when you want recommendations and rewrites for every section."
        />
        <div className="mt-14 grid items-stretch gap-6 lg:grid-cols-3">
          {ORDER.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onSelect={onSelect?.[plan.id]} />
          ))}
        </div>
        <p className="mt-10 text-center text-slate-600 text-sm">
          Prices in US dollars. Cancel Pro any time; it stays active until the end of the billing month.
        </p>
      </div>
    </section>
  );
}
