// The feature comparison table, derived from edge/core/plans.ts (no figure is written here).
import { formatPrice, PLANS, type Plan, type PlanId } from '../../../edge/core/plans.ts';

export const PLAN_ORDER: PlanId[] = ['free', 'pro', 'enterprise'];

export interface ComparisonRow {
  label: string;
  /** Text, or true / false for an included / excluded mark. */
  cells: Record<PlanId, string | boolean>;
}

// A plan's allowance is also one of its feature lines ("15 profile analyses per month"); the table shows it as
// its own row instead.
const ALLOWANCE = /profile analys/i;

export function priceText(plan: Plan): string {
  if (plan.price === null) return formatPrice(plan);
  return plan.period === 'forever' ? `${formatPrice(plan)} forever` : `${formatPrice(plan)} per ${plan.period}`;
}

export function allowanceText(plan: Plan): string {
  if (plan.scans === null) return 'Custom volume';
  return plan.scansPeriod === 'month' ? `${plan.scans} per month` : `${plan.scans} total`;
}

/** Enterprise lists only what it adds: it includes everything Pro includes. */
function includes(plans: Record<PlanId, Plan>, id: PlanId, feature: string): boolean {
  const has = (p: Plan) => p.features.some((f) => f.name === feature && f.included);
  return has(plans[id]) || (id === 'enterprise' && has(plans.pro));
}

export function comparisonRows(plans: Record<PlanId, Plan> = PLANS): ComparisonRow[] {
  const cells = (fn: (p: Plan) => string | boolean) =>
    Object.fromEntries(PLAN_ORDER.map((id) => [id, fn(plans[id])])) as Record<PlanId, string | boolean>;
  const names: string[] = [];
  for (const id of PLAN_ORDER) {
    for (const f of plans[id].features) if (!ALLOWANCE.test(f.name) && !names.includes(f.name)) names.push(f.name);
  }
  return [
    { label: 'Price', cells: cells(priceText) },
    { label: 'Profile analyses', cells: cells(allowanceText) },
    ...names.map((name) => ({ label: name, cells: cells((p) => includes(plans, p.id, name)) })),
  ];
}
