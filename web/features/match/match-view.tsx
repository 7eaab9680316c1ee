import type { MatchView } from '../../../edge/core/match/index.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { CrownIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { AREA_LABEL, KIND_LABEL } from './labels.ts';

const TONE = {
  green: 'text-emerald-700 bg-emerald-50 ring-emerald-200',
  amber: 'text-amber-800 bg-amber-50 ring-amber-200',
  red: 'text-red-700 bg-red-50 ring-red-200',
} as const;

/** The match rate with its band, the missing terms with where to add them, and for Pro what was found where. */
export function MatchDetails({ match }: { match: MatchView }) {
  return (
    <div className="space-y-4" data-testid="match-details">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-bold text-3xl text-slate-900 tabular-nums" data-testid="match-rate">
          {match.rate}%
        </span>
        <span className={cn('rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset', TONE[match.band.tone])}>
          {match.band.label}
        </span>
        <span className="text-slate-500 text-xs">Separate from your profile score: it never changes it.</span>
      </div>
      {match.title && (match.title.missing_words.length > 0 || match.title.ad) && (
        <p className="text-slate-700 text-sm" data-testid="match-title-gap">
          <span className="font-semibold">Title:</span> the ad asks for “{match.title.ad}”; your headline and current
          title share {match.title.overlap}% of its words
          {match.title.missing_words.length > 0 && <> (missing: {match.title.missing_words.join(', ')})</>}.
        </p>
      )}
      {match.missing.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900 text-sm">Missing from your profile, most important first</h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="match-missing">
            {match.missing.map((m) => (
              <li key={m.term} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2">
                <span className="text-sm">
                  <span className="font-semibold text-slate-900">{m.term}</span>{' '}
                  <span className="text-slate-500 text-xs">{KIND_LABEL[m.kind]}</span>
                  {m.yours && (
                    <span className="block text-slate-600 text-xs">
                      You list “{m.yours}”: the ad says “{m.term}”.
                    </span>
                  )}
                </span>
                <span className="text-slate-600 text-xs">Add to {AREA_LABEL[m.add_to]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {match.locked ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-700">
            Pro shows{' '}
            {match.missing_total > match.missing.length
              ? `${match.missing_total - match.missing.length} more missing terms, `
              : ''}
            every term we found with where it is, and your title gap.
          </p>
          <a href="/pricing" className={buttonClass('primary', 'sm')}>
            <CrownIcon className="size-4" />
            Upgrade to Pro
          </a>
        </div>
      ) : (
        match.found &&
        match.found.length > 0 && (
          <div>
            <h3 className="font-semibold text-slate-900 text-sm">Found in your profile</h3>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="match-found">
              {match.found.map((f) => (
                <li
                  key={f.term}
                  className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 text-xs ring-1 ring-emerald-200 ring-inset"
                >
                  <span className="font-semibold">{f.term}</span> · {f.where.map((w) => AREA_LABEL[w]).join(', ')}
                </li>
              ))}
            </ul>
          </div>
        )
      )}
    </div>
  );
}
