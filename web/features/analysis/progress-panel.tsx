import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import type { ProgressView } from './progress.ts';

const STEPS = ['Upload', 'Review', 'Score'] as const;

/** The three steps and one bar across them; the bar is a live progressbar so screen readers hear each stage. */
export function ProgressPanel({ view, busy }: { view: ProgressView; busy: boolean }) {
  return (
    <div className="space-y-3" data-testid="analysis-progress">
      <ol className="flex items-center gap-2 text-sm" aria-label="Steps">
        {STEPS.map((label, i) => {
          const n = i + 1;
          const done = n < view.step;
          const current = n === view.step;
          return (
            <li key={label} className="flex flex-1 items-center gap-2" aria-current={current ? 'step' : undefined}>
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full font-semibold text-xs',
                  done && 'bg-emerald-600 text-white',
                  current && 'bg-brand-600 text-white',
                  !done && !current && 'bg-slate-200 text-slate-600',
                )}
              >
                {done ? <CheckCircleIcon className="size-4" /> : n}
              </span>
              <span className={cn('font-medium', current ? 'text-slate-900' : 'text-slate-600')}>{label}</span>
              {n < STEPS.length && <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percent}
        aria-valuetext={`${view.label}, ${view.percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full bg-brand-600 transition-[width] duration-300', busy && 'animate-pulse')}
          style={{ width: `${view.percent}%` }}
        />
      </div>
      <p className="text-slate-600 text-sm" aria-live="polite" data-testid="progress-label">
        {view.label}
        {busy ? '…' : ''}
      </p>
    </div>
  );
}
