import { resultBand } from '../../../edge/core/bands.ts';
import { cn } from '../../lib/cn.ts';
import {
  SECTION_IDS,
  SECTION_SHORT,
  type SectionId,
  sectionAnchor,
  sectionWeight,
  TONE_BAR,
} from '../../lib/sections.ts';

/** Five bars, one per section; each links to its card. `link` is off where there are no cards (the summary). */
export function SectionBars({ scores, link = true }: { scores: Record<SectionId, number>; link?: boolean }) {
  return (
    <ul className="space-y-3.5" aria-label="Section scores">
      {SECTION_IDS.map((id) => {
        const score = scores[id];
        const band = resultBand(score);
        const label = (
          <span className="flex justify-between gap-3 text-sm">
            <span className="font-medium text-slate-700">
              {SECTION_SHORT[id]} <span className="font-normal text-slate-500">· {sectionWeight(id)}% of total</span>
            </span>
            <span className="font-semibold text-slate-900 tabular-nums" data-testid={`bar-${id}`}>
              {score}
            </span>
          </span>
        );
        return (
          <li key={id}>
            {link ? (
              <a
                href={`#${sectionAnchor(id)}`}
                className="block rounded-md hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
              >
                {label}
              </a>
            ) : (
              label
            )}
            <div className="mt-1.5 h-2 rounded-full bg-slate-100" aria-hidden="true">
              <div className={cn('h-2 rounded-full', TONE_BAR[band.tone])} style={{ width: `${score}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
