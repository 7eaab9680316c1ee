import type { MatchView, MissingTerm } from '../../../edge/core/match/index.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { CrownIcon } from '../../components/ui/icons.tsx';
import { useUpgradeHref } from '../billing/upgrade-href.ts';
import { AREA_LABEL, KIND_LABEL, TONE } from './labels.ts';

/** One missing term, phrased as advice only where it is true: add it if you have used it; where the profile says it
 *  in other words, use the ad's word instead. */
function MissingItem({ m }: { m: MissingTerm }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2">
      <span className="min-w-0 break-words text-sm">
        <span className="font-semibold text-slate-900">{m.term}</span>{' '}
        <span className="text-slate-500 text-xs">{KIND_LABEL[m.kind]}</span>
        <span className="block text-slate-600 text-xs">
          {m.yours
            ? `You write “${m.yours}”: the ad says “${m.term}”. Use the ad's word in ${AREA_LABEL[m.add_to]}.`
            : `Add it to ${AREA_LABEL[m.add_to]} if you have used it.`}
        </span>
      </span>
    </li>
  );
}

function TermList({ title, items, testId }: { title: string; items: MissingTerm[]; testId: string }) {
  if (!items.length) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900 text-sm">{title}</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid={testId}>
        {items.map((m) => (
          <MissingItem key={m.term} m={m} />
        ))}
      </ul>
    </div>
  );
}

/** The match rate with its band; what the ad requires and what it would like, apart; and for Pro what was found. */
export function MatchDetails({ match }: { match: MatchView }) {
  const upgradeHref = useUpgradeHref();
  const other = match.missing.filter((m) => m.yours);
  const required = match.missing.filter((m) => !m.yours && m.required !== false);
  const nice = match.missing.filter((m) => !m.yours && m.required === false);
  return (
    <div className="space-y-4" data-testid="match-details">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-bold text-3xl text-slate-900 tabular-nums" data-testid="match-rate">
          {match.rate}%
        </span>
        <span className={`rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset ${TONE[match.band.tone]}`}>
          {match.band.label}
        </span>
        <span className="text-slate-500 text-xs">Separate from your profile score: it never changes it.</span>
      </div>
      {match.title && (match.title.missing_words.length > 0 || match.title.ad) && (
        <p className="break-words text-slate-700 text-sm" data-testid="match-title-gap">
          <span className="font-semibold">Title:</span> the ad asks for “{match.title.ad}”; your headline and current
          title share {match.title.overlap}% of its words
          {match.title.missing_words.length > 0 && <> (missing: {match.title.missing_words.join(', ')})</>}.
        </p>
      )}
      <div className="space-y-4" data-testid="match-missing">
        <TermList title="Required by the ad, not on your profile" items={required} testId="match-missing-required" />
        <TermList title="Nice to have, not on your profile" items={nice} testId="match-missing-nice" />
        <TermList title="On your profile in other words" items={other} testId="match-other-words" />
      </div>
      {match.locked ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="min-w-0 text-slate-700">
            Pro shows{' '}
            {match.missing_total > match.missing.length
              ? `${match.missing_total - match.missing.length} more missing terms, `
              : ''}
            every term we found with where it is, and your title gap.
          </p>
          <a href={upgradeHref} className={buttonClass('primary', 'sm')}>
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
                  className="max-w-full break-words rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 text-xs ring-1 ring-emerald-200 ring-inset"
                >
                  <span className="font-semibold">{f.term}</span>
                  {f.required === false ? ' (nice to have)' : ''} · {f.where.map((w) => AREA_LABEL[w]).join(', ')}
                </li>
              ))}
            </ul>
          </div>
        )
      )}
    </div>
  );
}
