import type { TargetResult } from '../../../edge/core/rubric/types.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

// Coverage comes from the rubric as a whole percentage (0-100).
const pct = (x: number) => `${Math.round(x)}%`;

/** Keyword match against the role the user named in the review step (or the job ad they pasted). */
export function TargetCard({ target }: { target: TargetResult }) {
  const shortRole = target.role.length > 80 ? `${target.role.slice(0, 80)}…` : target.role;
  return (
    <Card role="region" aria-labelledby="target-title" className="p-5 sm:p-6" data-testid="target-card">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="target-title" className="font-semibold text-slate-900">
          Match with your target role
        </h2>
        <p className="text-right">
          <span className="block font-bold text-2xl text-slate-900 tabular-nums" data-testid="target-coverage">
            {pct(target.coverage.overall)}
          </span>
          <span className="block text-slate-500 text-xs">
            {target.keywords.length - target.missing.length} of {target.keywords.length} keywords found
          </span>
        </p>
      </div>
      <p className="mt-1 text-slate-600 text-sm">“{shortRole}”</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Keywords">
        {target.keywords.map((k) => {
          const found = k.found_in.length > 0;
          return (
            <li
              key={k.keyword}
              className={cn(
                'rounded-full px-2.5 py-1 text-xs ring-1 ring-inset',
                found ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200',
              )}
            >
              <span className="font-semibold">{k.keyword}</span>
              {found ? ` · in ${k.found_in.join(', ')}` : ' · missing'}
            </li>
          );
        })}
      </ul>
      {target.missing.length > 0 && (
        <p className="mt-3 text-slate-600 text-sm">
          Work the missing keywords into your headline, About or recent roles where they are true for you.
        </p>
      )}
    </Card>
  );
}
