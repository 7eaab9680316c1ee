import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import { resultBand } from '../../../edge/core/bands.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { AlertIcon, AnalysisIcon, ArrowRightIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { BAND_CHIP } from './band-style.ts';

const RECENT_LIMIT = 5;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function RecentAnalyses({ query }: { query: UseQueryResult<AnalysisSummary[]> }) {
  return (
    <Card aria-labelledby="recent-title" className="overflow-hidden" role="region">
      <div className="flex flex-wrap items-center justify-between gap-3 border-slate-100 border-b px-5 py-4 sm:px-6">
        <h2 id="recent-title" className="font-semibold text-slate-900">
          Recent Analyses
        </h2>
        <div className="flex items-center gap-2">
          <ButtonLink to="/analysis/history" variant="secondary" size="sm">
            View all
          </ButtonLink>
          <ButtonLink to="/analysis" search={{ upload: true }} size="sm">
            <PlusIcon className="size-4" />
            New Analysis
          </ButtonLink>
        </div>
      </div>
      <Body query={query} />
    </Card>
  );
}

function Body({ query }: { query: UseQueryResult<AnalysisSummary[]> }) {
  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label="Loading analyses" className="divide-y divide-slate-100">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-4 px-5 py-4 sm:px-6">
            <span className="size-10 animate-pulse rounded-lg bg-slate-100" />
            <span className="h-4 flex-1 animate-pulse rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 px-5 py-6 text-red-800 sm:px-6">
        <AlertIcon className="size-5 text-red-600" />
        <p className="flex-1 font-medium">Failed to fetch analyses</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = query.data.slice(0, RECENT_LIMIT);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-12 text-center" data-testid="recent-empty">
        <span className="rounded-2xl bg-brand-50 p-4 text-brand-600">
          <AnalysisIcon className="size-8" />
        </span>
        <p className="mt-4 font-semibold text-slate-900">No analyses yet</p>
        <p className="mt-1 max-w-sm text-slate-600 text-sm">
          Save your LinkedIn profile as a PDF (More, then Save to PDF) and upload it to get your first score.
        </p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((a) => {
        const band = resultBand(a.overall_score);
        return (
          <li key={a.id} data-testid="recent-item">
            <Link
              to="/analysis/$id"
              params={{ id: a.id }}
              className="flex items-center gap-4 px-5 py-4 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2 sm:px-6"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-slate-100 font-bold text-slate-900">
                {a.overall_score}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">
                  {a.name || (a.file_type === 'pdf' ? 'PDF profile' : 'Screenshot')}
                </span>
                <span className="block truncate text-slate-500 text-sm">
                  {dateFormat.format(new Date(a.created_at))} · {a.file_type === 'pdf' ? 'PDF' : 'Screenshot'}
                </span>
              </span>
              <span
                className={cn(
                  'hidden rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset sm:inline-flex',
                  BAND_CHIP[band.tone],
                )}
              >
                {band.label}
              </span>
              <ArrowRightIcon className="size-4 text-slate-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
