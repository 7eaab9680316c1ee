import type { Band } from '../../../edge/core/bands.ts';
import { ScoreRing } from '../../components/ui/score-ring.tsx';
import { cn } from '../../lib/cn.ts';
import { TONE_STROKE } from '../../lib/sections.ts';
import { BAND_CHIP } from '../dashboard/band-style.ts';

/** The overall score as a ring; the number is real text, and the whole is one image to screen readers. */
export function ScoreGauge({
  score,
  band,
  size = 'lg',
  className,
}: {
  score: number;
  band: Band;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const box = size === 'lg' ? 'size-40' : 'size-28';
  return (
    <div className={cn('flex flex-col items-center gap-3', className)}>
      <div role="img" aria-label={`Overall score ${score} out of 100: ${band.label}`} className={cn('relative', box)}>
        <ScoreRing value={score} strokeClass={TONE_STROKE[band.tone]} className={box} />
        <p className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          <span
            className={cn('font-bold text-slate-900 tracking-tight', size === 'lg' ? 'text-5xl' : 'text-4xl')}
            data-testid="overall-score"
          >
            {score}
          </span>
          <span className="mt-4 font-medium text-slate-500 text-sm">/100</span>
        </p>
      </div>
      <span
        className={cn('rounded-full px-3 py-1 font-semibold text-sm ring-1 ring-inset', BAND_CHIP[band.tone])}
        data-testid="overall-band"
      >
        {band.label}
      </span>
    </div>
  );
}
