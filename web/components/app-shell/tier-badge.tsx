import type { Tier } from '../../../edge/core/plans.ts';
import { cn } from '../../lib/cn.ts';

const STYLE: Record<Tier, { label: string; cls: string }> = {
  free: { label: 'Free', cls: 'bg-slate-100 text-slate-700 ring-slate-200' },
  pending: { label: 'Payment pending', cls: 'bg-amber-50 text-amber-800 ring-amber-200' },
  pro: { label: 'Pro', cls: 'bg-brand-50 text-brand-700 ring-brand-200' },
};

export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const s = STYLE[tier];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 font-semibold text-xs ring-1 ring-inset',
        s.cls,
        className,
      )}
    >
      {s.label}
    </span>
  );
}
