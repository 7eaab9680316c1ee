import { Link } from '@tanstack/react-router';
import type { AnalysisSummary } from '../../../edge/core/analysis/dto.ts';
import { resultBand } from '../../../edge/core/bands.ts';
import { ActionsMenu } from '../../components/ui/actions-menu.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { BAND_CHIP } from '../dashboard/band-style.ts';
import { DeleteAnalysis } from '../result/delete-analysis.tsx';
import { formatDateTime } from '../result/format.ts';

/**
 * One analysis in the history: score, whose profile, when, from what file, its band, and an actions menu (Delete,
 * with its confirmation). One compact line on a phone too: the band moves under the date instead of squeezing it.
 */
export function HistoryRow({ userId, analysis: a }: { userId: string; analysis: AnalysisSummary }) {
  const band = resultBand(a.overall_score);
  const when = formatDateTime(a.created_at);
  const chip = cn(
    'whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
    BAND_CHIP[band.tone],
  );
  return (
    <li className="flex items-center gap-2 px-4 py-3 sm:gap-3 sm:px-6" data-testid="history-item">
      <Link
        to="/analysis/$id"
        params={{ id: a.id }}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 sm:gap-4"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-100 font-bold text-slate-900">
          {a.overall_score}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{a.name || 'Unnamed profile'}</span>
          <span className="block text-slate-500 text-sm" data-testid="history-date">
            {when} · {a.file_type === 'pdf' ? 'PDF' : 'Screenshot'}
          </span>
          <span className={cn(chip, 'mt-1 inline-block sm:hidden')}>{band.label}</span>
        </span>
        <span className={cn(chip, 'hidden sm:inline-block')}>{band.label}</span>
      </Link>
      <DeleteAnalysis
        userId={userId}
        id={a.id}
        stay
        trigger={(open) => (
          <ActionsMenu
            label={`Actions for ${a.name || 'Unnamed profile'}, ${when}`}
            actions={[{ label: 'Delete', icon: TrashIcon, danger: true, onSelect: open }]}
          />
        )}
      />
    </li>
  );
}
