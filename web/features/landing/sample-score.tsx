import { resultBand } from '../../../edge/core/bands.ts';
import { ScoreRing } from '../../components/ui/score-ring.tsx';
import { cn } from '../../lib/cn.ts';
import { BAND_CHIP } from '../dashboard/band-style.ts';

// The hero's illustration: what a strong result looks like. Section scores are consistent with the overall 95
// under the rubric's weights (20/20/30/15/15).
const SECTIONS = [
  { label: 'Headline', score: 96 },
  { label: 'About', score: 92 },
  { label: 'Experience', score: 97 },
  { label: 'Skills', score: 94 },
  { label: 'Education', score: 95 },
];
const OVERALL = 95;
const BAND = resultBand(OVERALL);

export function SampleScore({ className }: { className?: string }) {
  return (
    <figure
      aria-labelledby="sample-score-caption"
      className={cn(
        'relative rounded-3xl border border-slate-200 bg-white p-6 shadow-2xl shadow-brand-900/10 sm:p-8',
        className,
      )}
    >
      <div className="flex items-center gap-6">
        <div className="relative size-32 shrink-0">
          <ScoreRing value={OVERALL} strokeClass="stroke-emerald-500" width="128" height="128" className="size-32" />
          <p className="absolute inset-0 flex items-center justify-center" data-testid="sample-score">
            <span className="font-bold text-4xl text-slate-900 tracking-tight">{OVERALL}</span>
            <span className="mt-3 font-medium text-slate-500 text-sm">/100</span>
          </p>
        </div>
        <div>
          <figcaption id="sample-score-caption" className="font-medium text-slate-500 text-sm">
            Sample score
          </figcaption>
          <p className="mt-1 font-semibold text-lg text-slate-900">Overall profile</p>
          <p
            className={cn(
              'mt-2 inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
              BAND_CHIP[BAND.tone],
            )}
          >
            {BAND.label}
          </p>
        </div>
      </div>
      <ul className="mt-7 space-y-3.5">
        {SECTIONS.map((s) => (
          <li key={s.label}>
            <div className="flex justify-between text-sm">
              <span className="font-medium text-slate-700">{s.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{s.score}</span>
            </div>
            <div className="mt-1.5 h-2 rounded-full bg-slate-100" aria-hidden="true">
              <div className="h-2 rounded-full bg-emerald-500" style={{ width: `${s.score}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-7 flex gap-3 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-100">
        <span className="font-bold text-brand-700 tabular-nums">+3</span>
        <p className="text-slate-700">
          <span className="font-semibold text-slate-900">Top suggestion:</span> add a number to your current role, such
          as the time or money you saved.
        </p>
      </div>
    </figure>
  );
}
