import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import { standing } from '../../../edge/core/rubric/standing.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { SECTION_TITLE, type SectionId, sectionAnchor, sectionWeight, TONE_BAR } from '../../lib/sections.ts';
import { BAND_CHIP } from '../dashboard/band-style.ts';
import { CheckList } from './check-list.tsx';
import { LockedPanel } from './locked-panel.tsx';
import { ProAdvice } from './pro-advice.tsx';

const LOCKED_WHAT: Record<SectionId, string> = {
  headline: 'Recommendations and rewritten headlines',
  about: 'Recommendations and a rewritten About',
  experience: 'Recommendations and improved job descriptions',
  skills: 'Skills recommendations',
  education: 'Education recommendations',
};

/** One section: score and band, the feedback sentence, every check with evidence, then advice (Pro) or the lock. */
export function SectionCard({ id, analysis }: { id: SectionId; analysis: AnalysisDto }) {
  const section = analysis.sections[id];
  const titleId = `${sectionAnchor(id)}-title`;
  return (
    <Card
      id={sectionAnchor(id)}
      role="region"
      aria-labelledby={titleId}
      className="scroll-mt-20 overflow-hidden"
      data-testid="section-card"
    >
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={titleId} className="font-semibold text-lg text-slate-900">
              {SECTION_TITLE[id]}
            </h3>
            <p className="text-slate-500 text-sm">{sectionWeight(id)}% of your overall score</p>
          </div>
          <div className="flex items-center gap-3">
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
                BAND_CHIP[section.band.tone],
              )}
            >
              {section.band.label}
            </span>
            <p className="font-bold text-2xl text-slate-900 tabular-nums" data-testid={`section-score-${id}`}>
              {section.score}
              <span className="font-medium text-slate-500 text-sm">/100</span>
            </p>
          </div>
        </div>
        <div className="mt-3 h-2 rounded-full bg-slate-100" aria-hidden="true">
          <div className={cn('h-2 rounded-full', TONE_BAR[section.band.tone])} style={{ width: `${section.score}%` }} />
        </div>
        <p className="mt-2 text-slate-500 text-xs" data-testid={`section-standing-${id}`}>
          {standing(id, section.score).text}
        </p>
        <p className="mt-4 text-slate-700">{section.feedback}</p>
        <div className="mt-4">
          <h4 className="sr-only">Checks</h4>
          <CheckList checks={section.checks} skipped={section.skipped} />
        </div>
      </div>
      <div className="border-slate-100 border-t bg-slate-50/60 p-5 sm:p-6">
        {analysis.locked ? (
          <LockedPanel what={LOCKED_WHAT[id]} />
        ) : (
          <ProAdvice id={id} section={section} pro={analysis.pro} analysis={analysis} />
        )}
      </div>
    </Card>
  );
}
