import type { CheckOutcome, CheckResult, SkippedCheck } from '../../../edge/core/rubric/types.ts';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

const OUTCOME: Record<CheckOutcome, { label: string; icon: typeof CheckCircleIcon; cls: string; points: string }> = {
  passed: { label: 'Passed', icon: CheckCircleIcon, cls: 'text-emerald-600', points: 'text-emerald-800 bg-emerald-50' },
  partial: { label: 'Partly met', icon: AlertIcon, cls: 'text-amber-600', points: 'text-amber-800 bg-amber-50' },
  failed: { label: 'Not met', icon: CloseIcon, cls: 'text-red-600', points: 'text-red-800 bg-red-50' },
};

/** Every check with its points and the evidence from the profile: the score is never a black box. */
export function CheckList({ checks, skipped }: { checks: CheckResult[]; skipped: SkippedCheck[] }) {
  return (
    <div>
      <ul className="divide-y divide-slate-100" data-testid="check-list">
        {checks.map((c) => {
          const o = OUTCOME[c.result];
          const Icon = o.icon;
          return (
            <li key={c.id} className="flex gap-3 py-3">
              <Icon className={cn('mt-0.5 size-5 shrink-0', o.cls)} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-medium text-slate-900">
                    <span className="sr-only">{o.label}: </span>
                    {c.label}
                  </p>
                  <span
                    className={cn(
                      'shrink-0 whitespace-nowrap rounded-md px-1.5 py-0.5 font-semibold text-xs tabular-nums',
                      o.points,
                    )}
                  >
                    {c.points}/{c.max} pts
                  </span>
                </div>
                <p className="mt-0.5 break-words text-slate-600 text-sm">{c.evidence}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {skipped.length > 0 && (
        <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-600 text-xs">
          <p className="font-semibold text-slate-700">Not scored for this profile</p>
          <ul className="mt-1 space-y-0.5">
            {skipped.map((s) => (
              <li key={s.id}>
                {s.label}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
