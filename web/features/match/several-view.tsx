import type { RecurringTerm, SeveralView } from '../../../edge/core/match/index.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { CrownIcon } from '../../components/ui/icons.tsx';
import { useUpgradeHref } from '../billing/upgrade-href.ts';
import { AREA_LABEL, KIND_LABEL, TONE } from './labels.ts';

/** What to do about one recurring term: it is there (where), it is there in other words, or add it. */
function advice(t: RecurringTerm): string {
  if (t.shown)
    return t.where.length ? `On your profile: ${t.where.map((w) => AREA_LABEL[w]).join(', ')}.` : 'On your profile.';
  if (t.yours) return `You write “${t.yours}”: the ads say “${t.term}”. Use their word in ${AREA_LABEL[t.add_to]}.`;
  return `Add it to ${AREA_LABEL[t.add_to]} if you have used it.`;
}

/** Several ads at once: each ad's rate, then the terms they ask for again and again, with where to add each. */
export function SeveralDetails({ several }: { several: SeveralView }) {
  const upgradeHref = useUpgradeHref();
  const n = several.ads.length;
  return (
    <div className="space-y-5" data-testid="several-details">
      <div>
        <h3 className="font-semibold text-slate-900 text-sm">Match rate per ad</h3>
        <ol className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="several-rates">
          {several.ads.map((ad, i) => (
            // The ads keep their order: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: same order as the boxes above
            <li key={i} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
              <span className="min-w-0 break-words text-slate-800 text-sm">
                <span className="text-slate-500">Ad {i + 1}:</span> {ad.title || 'Untitled ad'}
              </span>
              <span className="flex items-center gap-2">
                <span className="font-bold text-slate-900 tabular-nums" data-testid="several-rate">
                  {ad.rate}%
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 font-semibold text-xs ring-1 ring-inset ${TONE[ad.band.tone]}`}
                >
                  {ad.band.label}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900 text-sm">Asked for again and again</h3>
        <p className="mt-0.5 text-slate-600 text-xs">
          Terms at least {several.recur_at} of your {n} ads ask for, the most asked first, then the ones your profile
          lacks.
        </p>
        {several.recurring.length === 0 ? (
          <p className="mt-2 text-slate-600 text-sm">No term recurs across these ads.</p>
        ) : (
          <ul
            className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
            data-testid="several-recurring"
          >
            {several.recurring.map((t) => (
              <li key={t.term} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2">
                <span className="min-w-0 break-words text-sm">
                  <span className="font-semibold text-slate-900">{t.term}</span>{' '}
                  <span className="text-slate-500 text-xs">{KIND_LABEL[t.kind]}</span>
                  <span className="block text-slate-600 text-xs">{advice(t)}</span>
                </span>
                <span className="text-slate-600 text-xs tabular-nums">
                  {t.asked_by} of {n} ads{t.required_by < t.asked_by ? ` (${t.required_by} require it)` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {several.locked && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="min-w-0 text-slate-700">
            Pro shows{' '}
            {several.recurring_total > several.recurring.length
              ? `${several.recurring_total - several.recurring.length} more recurring terms and `
              : ''}
            where your profile already has each one.
          </p>
          <a href={upgradeHref} className={buttonClass('primary', 'sm')}>
            <CrownIcon className="size-4" />
            Upgrade to Pro
          </a>
        </div>
      )}
    </div>
  );
}
