import { PRO_SCANS } from '../../../edge/core/plans.ts';

/** Spec section 2: the dashboard's scans progress is used / (used + remaining); 0 when there is nothing. */
export function scansUsedFraction(used: number, remaining: number): number {
  const total = used + remaining;
  return total > 0 ? used / total : 0;
}

export interface ScansLine {
  used: number;
  total: number;
  text: string;
}

/**
 * The scans line. Pro counts this month's allowance only: scans_used is a lifetime count that includes the free
 * scan, so "2 of 16" would mix the free plan into the Pro allowance.
 */
export function scansLine(tier: string, used: number, remaining: number): ScansLine {
  if (tier === 'pro') {
    const total = Math.max(PRO_SCANS, remaining);
    const usedPro = Math.max(0, total - remaining);
    const pct = Math.round((usedPro / total) * 100);
    return { used: usedPro, total, text: `${usedPro} of ${total} Pro scans used this month (${pct}%)` };
  }
  const total = used + remaining;
  const pct = Math.round(scansUsedFraction(used, remaining) * 100);
  return { used, total, text: `${used} of ${total} ${total === 1 ? 'scan' : 'scans'} used (${pct}%)` };
}
