// THE single source of plan names, prices, scan allowances and features (docs/design.md 9.1).
// Landing, pricing, register, payment-pending and the server all read this table.
import { FREE_MISSING, FREE_RECURRING, MAX_ADS } from './match/formula.ts';

export type PlanId = 'free' | 'pro' | 'enterprise';
export type Tier = 'free' | 'pending' | 'pro';

export interface Plan {
  id: PlanId;
  name: string;
  /** Whole US dollars; null means "contact us". */
  price: number | null;
  period: string;
  description: string;
  /** Scans granted: in total for free, per billing month for pro. */
  scans: number | null;
  scansPeriod: 'total' | 'month' | null;
  popular: boolean;
  buttonText: string;
  features: { name: string; included: boolean }[];
}

/** "1 analysis", "15 analyses": every screen that counts analyses words it this way. */
export function analysesNoun(n: number): string {
  return n === 1 ? 'analysis' : 'analyses';
}

// The figures, once: every price and allowance below (and on every screen) derives from these.
const FREE_SCAN_COUNT = 1;
const PRO_SCAN_COUNT = 15;
const PRO_PRICE_USD = 15;

// What the job-ad match shows each plan: the server cuts its answer by the same constants (edge/core/match/present.ts).
const topTerms = FREE_MISSING === FREE_RECURRING ? `${FREE_MISSING}` : `${FREE_MISSING} or ${FREE_RECURRING}`;
export const MATCH_FREE = `Job-ad match: rates of up to ${MAX_ADS} ads and the top ${topTerms} terms`;
export const MATCH_PRO = 'Every job-ad term, with where your profile has it';

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'forever',
    description: 'See where your profile stands.',
    scans: FREE_SCAN_COUNT,
    scansPeriod: 'total',
    popular: false,
    buttonText: 'Start Free',
    features: [
      { name: `${FREE_SCAN_COUNT} profile ${analysesNoun(FREE_SCAN_COUNT)}`, included: true },
      { name: 'Overall and section scores', included: true },
      { name: 'Evidence behind every point', included: true },
      { name: MATCH_FREE, included: true },
      { name: MATCH_PRO, included: false },
      { name: 'Personalised recommendations', included: false },
      { name: 'AI rewrites of headline, About and roles', included: false },
      { name: 'Priority email support', included: false },
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    price: PRO_PRICE_USD,
    period: 'month',
    description: 'Fix every weak spot, with rewrites that never invent facts.',
    scans: PRO_SCAN_COUNT,
    scansPeriod: 'month',
    popular: true,
    buttonText: 'Upgrade to Pro',
    features: [
      { name: `${PRO_SCAN_COUNT} profile analyses per month`, included: true },
      { name: 'Overall and section scores', included: true },
      { name: 'Evidence behind every point', included: true },
      { name: MATCH_FREE, included: true },
      { name: MATCH_PRO, included: true },
      { name: 'Personalised recommendations', included: true },
      { name: 'AI rewrites of headline, About and roles', included: true },
      { name: 'Priority email support', included: true },
    ],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    price: null,
    period: 'custom',
    description: 'For teams, career services and recruiters.',
    scans: null,
    scansPeriod: null,
    popular: false,
    buttonText: 'Contact Sales',
    features: [
      { name: 'Team dashboard', included: true },
      { name: 'Bulk analysis', included: true },
      { name: 'Custom integrations and API access', included: true },
      { name: 'White-label reports', included: true },
      { name: 'Dedicated support', included: true },
      { name: 'Competitor analysis', included: true },
    ],
  },
};

export const FREE_SCANS = PLANS.free.scans as number;
export const PRO_SCANS = PLANS.pro.scans as number;
export const PRO_PRICE = PLANS.pro.price as number;

export function formatPrice(plan: Plan): string {
  return plan.price === null ? 'Custom' : `$${plan.price}`;
}

/** Free users get scores and evidence; only Pro gets recommendations and rewrites (docs/design.md 9.2). */
export function hasProContent(tier: Tier): boolean {
  return tier === 'pro';
}
