import type { AnalysisDto, SectionDto, StoredPro } from '../../../edge/core/analysis/dto.ts';
import type { SectionId } from '../../lib/sections.ts';
import { adviceItems } from './advice-items.ts';
import { RewritePairCard } from './rewrite-pair.tsx';
import { rewritePairs } from './rewrite-pairs.ts';

const REWRITE_TITLE: Partial<Record<SectionId, string>> = {
  headline: 'Rewritten examples',
  about: 'Rewritten example',
  experience: 'Improved job descriptions',
};

export function ProAdvice({
  id,
  section,
  pro,
  analysis,
}: {
  id: SectionId;
  section: SectionDto;
  pro: StoredPro | null;
  analysis: AnalysisDto;
}) {
  const items = adviceItems(
    pro?.content.recommendations[id] ?? [],
    section.suggestions,
    pro?.content.gains?.recommendations[id],
  );
  const rewrites = pro ? rewritePairs(id, analysis, pro) : [];
  const strengths = pro?.content.strengths?.[id] ?? [];
  // Only measured advice can be short on purpose: the rest of the section needs no change.
  const fewer = pro?.content.gains && items.length < 3;
  return (
    <div className="space-y-5" data-testid={`pro-${id}`}>
      <div>
        <h4 className="font-semibold text-slate-900 text-sm">Recommendations</h4>
        <ol className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={item.text} className="flex gap-3 text-slate-700 text-sm">
              <span
                className={
                  item.gain > 0
                    ? 'mt-px h-fit w-16 shrink-0 whitespace-nowrap rounded-md bg-brand-50 py-0.5 text-center font-semibold text-brand-800 text-xs tabular-nums ring-1 ring-brand-100 ring-inset'
                    : 'mt-px h-fit w-16 shrink-0 whitespace-nowrap rounded-md bg-slate-100 py-0.5 text-center font-semibold text-slate-700 text-xs'
                }
              >
                {item.gain > 0 ? `+${item.gain} pts` : 'Tip'}
              </span>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
        {fewer && (
          <p className="mt-2 text-slate-600 text-sm" data-testid={`pro-${id}-fewer`}>
            {items.length === 0
              ? 'Nothing here is worth changing: no edit would raise this section’s score.'
              : 'Nothing else here is worth changing: no other edit would raise this section’s score.'}
          </p>
        )}
      </div>
      {strengths.length > 0 && (
        <div data-testid={`pro-${id}-strengths`}>
          <h4 className="font-semibold text-slate-900 text-sm">What’s already strong</h4>
          <ul className="mt-2 space-y-1 text-slate-700 text-sm">
            {strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
      {REWRITE_TITLE[id] && (
        <div>
          <h4 className="font-semibold text-slate-900 text-sm">{REWRITE_TITLE[id]}</h4>
          {rewrites.length > 0 ? (
            <ul className="mt-2 space-y-2">
              {rewrites.map((r) => (
                <RewritePairCard key={r.after} pair={r} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-600 text-sm">
              {pro
                ? 'No rewrite here would raise this section’s score: it already does what a rewrite could.'
                : 'Rewrites are not available for this analysis. Re-scan to create them.'}
            </p>
          )}
          {rewrites.length > 0 && (
            <p className="mt-2 text-slate-500 text-xs">
              Rewrites only use facts from your profile; the points are what this section gains with the rewrite in
              place. Answer any question in [brackets] before you paste.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
