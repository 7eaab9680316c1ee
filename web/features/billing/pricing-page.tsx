// /pricing (product specification, section 2): the three plans from plans.ts, the comparison table, the FAQ and a
// closing call to action. Pro for a signed-in user goes to checkout; signed out to /register?plan=pro; Free to
// /register?plan=free; Enterprise to /contact-sales (the plan cards' own links).
import { Link } from '@tanstack/react-router';
import { PLANS, type Plan } from '../../../edge/core/plans.ts';
import { useCurrentUser } from '../../auth/auth-context.tsx';
import { PlanCard } from '../../components/site/plan-card.tsx';
import { PublicLayout } from '../../components/site/public-layout.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import { PLAN_ORDER } from './plan-rows.ts';
import { PricingFaq } from './pricing-faq.tsx';
import { CHECKOUT_BUSY_LABEL, useUpgrade } from './use-upgrade.ts';

export const CURRENT_PLAN = 'Your current plan';

function PlanGrid() {
  const { user } = useCurrentUser();
  const { busy, choosePro } = useUpgrade();
  const tier = user?.subscription_tier;
  const label = (plan: Plan): string | undefined => {
    if (plan.id === 'pro') return tier === 'pro' ? CURRENT_PLAN : busy ? CHECKOUT_BUSY_LABEL : undefined;
    if (plan.id === 'free' && tier === 'free') return CURRENT_PLAN;
    return undefined;
  };
  return (
    <div className="mx-auto mt-12 grid max-w-6xl items-stretch gap-6 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
      {PLAN_ORDER.map((id) => (
        <PlanCard
          key={id}
          plan={PLANS[id]}
          busyLabel={label(PLANS[id])}
          onSelect={id === 'pro' ? () => void choosePro() : undefined}
        />
      ))}
    </div>
  );
}

function ClosingCallToAction() {
  return (
    <section aria-labelledby="pricing-cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 px-6 py-12 text-center shadow-xl sm:px-12">
        <h2 id="pricing-cta-title" className="text-balance font-bold text-3xl text-white tracking-tight">
          Ready to see your score?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100 text-lg">
          Start with a free analysis, or talk to us about a plan for your team.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register" className={buttonClass('inverse', 'lg')}>
            Get Started Now
          </Link>
          <Link
            to="/contact"
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold text-white ring-1 ring-white/30 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2"
          >
            Contact Sales
          </Link>
        </div>
      </div>
    </section>
  );
}

export function PricingPage() {
  return (
    <PublicLayout className="bg-slate-50">
      <section aria-labelledby="pricing-page-title" className="pt-16 sm:pt-20">
        <div className="mx-auto max-w-2xl px-4 text-center">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Pricing</p>
          <h1
            id="pricing-page-title"
            className="mt-3 text-balance font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl"
          >
            Simple, transparent pricing
          </h1>
          <p className="mt-4 text-lg text-slate-600 leading-8">
            Start free. Upgrade when you want recommendations and rewrites for every section. Cancel any time.
          </p>
        </div>
        <PlanGrid />
        <p className="mt-8 px-4 text-center text-slate-600 text-sm">
          Prices in US dollars. Pro renews monthly; cancel any time and keep Pro until the end of the billing period.
        </p>
      </section>
      <ComparisonTable />
      <PricingFaq />
      <ClosingCallToAction />
    </PublicLayout>
  );
}
