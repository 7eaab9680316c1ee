import type { SectionDto } from '../../../edge/core/analysis/dto.ts';
import { PART_WEIGHTS } from '../../../edge/core/rubric/weights.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { BAND_CHIP } from '../dashboard/band-style.ts';
import { CheckList } from './check-list.tsx';

/** Profile basics: what a recruiter needs to find and reach you, scored apart from the five sections. */
export function BasicsCard({ basics, locked }: { basics: SectionDto; locked: boolean }) {
  const tips = (basics.suggestions ?? []).filter((s) => s.gain > 0);
  return (
    <Card role="region" aria-labelledby="basics-title" className="overflow-hidden" data-testid="basics-card">
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id="basics-title" className="font-semibold text-lg text-slate-900">
              Profile basics
            </h3>
            <p className="text-slate-500 text-sm">{PART_WEIGHTS.basics}% of your overall score</p>
          </div>
          <div className="flex items-center gap-3">
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
                BAND_CHIP[basics.band.tone],
              )}
            >
              {basics.band.label}
            </span>
            <p className="font-bold text-2xl text-slate-900 tabular-nums" data-testid="section-score-basics">
              {basics.score}
              <span className="font-medium text-slate-500 text-sm">/100</span>
            </p>
          </div>
        </div>
        <p className="mt-4 text-slate-700">{basics.feedback}</p>
        <div className="mt-4">
          <CheckList checks={basics.checks} skipped={basics.skipped} />
        </div>
        {!locked && tips.length > 0 && (
          <ul className="mt-4 space-y-1 text-slate-700 text-sm">
            {tips.map((t) => (
              <li key={t.text}>
                <span className="font-semibold text-brand-800">+{t.gain} pts</span> {t.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
