import type { AnalysisDto } from '../../../edge/core/analysis/dto.ts';
import { standing } from '../../../edge/core/rubric/standing.ts';
import { Card } from '../../components/ui/card.tsx';
import { SECTION_IDS, SECTION_SHORT, type SectionId } from '../../lib/sections.ts';
import { ScoreGauge } from './score-gauge.tsx';
import { SectionBars } from './section-bars.tsx';

/** The score first: the gauge with its band, the five bars, and the one sentence that says where to start. */
export function ScoreSummary({ analysis, className }: { analysis: AnalysisDto; className?: string }) {
  const scores = Object.fromEntries(SECTION_IDS.map((id) => [id, analysis.sections[id].score])) as Record<
    SectionId,
    number
  >;
  const weakest = [...SECTION_IDS].sort((a, b) => scores[a] - scores[b])[0];
  return (
    <Card className={className} aria-labelledby="score-title" role="region">
      <div className="p-5 sm:p-8">
        <h2 id="score-title" className="font-semibold text-slate-900">
          Profile score
        </h2>
        <div className="mt-5 flex flex-col gap-8 sm:flex-row sm:items-center">
          <ScoreGauge score={analysis.overall_score} band={analysis.band} />
          <div className="min-w-0 flex-1">
            <SectionBars scores={scores} />
          </div>
        </div>
        <p className="mt-4 text-slate-600 text-sm" data-testid="score-standing">
          {standing('overall', analysis.overall_score).text}
        </p>
        {analysis.overall_gate && (
          <p className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900 text-sm" data-testid="overall-gate">
            {analysis.overall_gate.reason}
          </p>
        )}
        <p className="mt-6 rounded-xl bg-slate-50 p-4 text-slate-700 text-sm">
          <span className="font-semibold text-slate-900">Start with your {SECTION_SHORT[weakest]}:</span>{' '}
          {analysis.sections[weakest].feedback}
        </p>
      </div>
    </Card>
  );
}
