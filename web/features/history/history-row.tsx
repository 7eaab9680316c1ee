import { Link } from '@tanstack/react-router';
import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import { resultBand } from '../../../edge/core/bands.ts';
import { cn } from '../../lib/cn.ts';
import { BAND_CHIP } from '../dashboard/band-style.ts';
import { DeleteAnalysis } from '../result/delete-analysis.tsx';
import { formatDateTime } from '../result/format.ts';

/** One analysis in the history: score, band, whose profile, when, from what file, and delete. */
export function HistoryRow({ userId, analysis: a }: { userId: string; analysis: AnalysisSummary }) {
  const band = resultBand(a.overall_score);
  return (
    <li
      className="flex flex-wrap items-center gap-2 px-4 py-3 sm:flex-nowrap sm:gap-3 sm:px-6"
      data-testid="history-item"
    >
      <Link
        to="/analysis/$id"
        params={{ id: a.id }}
        className="flex min-w-0 basis-full items-center gap-4 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 sm:basis-0 sm:flex-1"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-100 font-bold text-slate-900">
          {a.overall_score}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{a.name || 'Unnamed profile'}</span>
          <span className="block truncate text-slate-500 text-sm">
            {formatDateTime(a.created_at)} · {a.file_type === 'pdf' ? 'PDF' : 'Screenshot'}
          </span>
        </span>
        <span
          className={cn(
            'whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
            BAND_CHIP[band.tone],
          )}
        >
          {band.label}
        </span>
      </Link>
      <div className="ml-auto">
        <DeleteAnalysis userId={userId} id={a.id} stay />
      </div>
    </li>
  );
}
