import { cn } from '../../lib/cn.ts';
import { type BarTone, barTone, type HeadshotCategory } from './headshot-scores.ts';

const BAR: Record<BarTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-yellow-400',
  red: 'bg-red-500',
};

export function ScoreBars({ categories }: { categories: HeadshotCategory[] }) {
  return (
    <ul className="space-y-5">
      {categories.map((c) => {
        const tone = barTone(c.score);
        return (
          <li key={c.key} data-testid={`headshot-${c.key}`}>
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span className="font-medium text-slate-700">{c.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {c.score}
                <span className="sr-only"> out of 100</span>
              </span>
            </div>
            <div className="mt-2 h-2.5 rounded-full bg-slate-100" aria-hidden="true">
              <div data-tone={tone} className={cn('h-2.5 rounded-full', BAR[tone])} style={{ width: `${c.score}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
