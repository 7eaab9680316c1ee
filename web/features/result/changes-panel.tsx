import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type AnalysisDelta, compareAnalyses, type ScoreDelta } from '../../../edge/core/analysis/delta.ts';
import type { DiffPart } from '../../../edge/core/analysis/word-diff.ts';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { SECTION_IDS, SECTION_SHORT, SECTION_TITLE } from '../../lib/sections.ts';
import { type AnalysisDto, analysisQueryOptions } from '../../queries/analyses.ts';
import { previousQueryOptions } from '../../queries/history.ts';
import { formatDate } from './format.ts';

/** Shown when this profile was analysed before: what moved since the previous analysis, and why. */
export function ChangesPanel({ userId, analysis }: { userId: string; analysis: AnalysisDto }) {
  const auth = useAuthStore();
  const previousId = useQuery(previousQueryOptions(auth, userId, analysis)).data;
  const previous = useQuery({ ...analysisQueryOptions(auth, userId, previousId ?? ''), enabled: !!previousId });
  if (!previousId || !previous.data) return null;
  return <Changes delta={compareAnalyses(previous.data, analysis)} />;
}

const signed = (d: number) => (d > 0 ? `+${d}` : d === 0 ? '±0' : `${d}`);
const tone = (d: number) => (d > 0 ? 'text-emerald-700' : d < 0 ? 'text-red-700' : 'text-slate-500');

function Delta({ label, d }: { label: string; d: ScoreDelta }) {
  return (
    <li className="rounded-xl bg-slate-50 p-3">
      <span className="block text-slate-600 text-xs">{label}</span>
      <span className="font-semibold text-slate-900">
        {d.before} → {d.after} <span className={tone(d.delta)}>({signed(d.delta)})</span>
      </span>
    </li>
  );
}

function Diff({ parts }: { parts: DiffPart[] }) {
  // Keyed by where each part starts in the diff: stable for a given pair of texts.
  let at = 0;
  const keyed = parts.map((p) => {
    const key = `${p.op}-${at}`;
    at += p.text.length + 1;
    return { ...p, key };
  });
  return (
    <p className="text-slate-700 text-sm leading-relaxed">
      {keyed.map((p) =>
        p.op === 'same' ? (
          <span key={p.key}>{p.text} </span>
        ) : p.op === 'added' ? (
          <ins key={p.key} className="bg-emerald-100 text-emerald-900 no-underline">
            {p.text}{' '}
          </ins>
        ) : (
          <del key={p.key} className="bg-red-100 text-red-900">
            {p.text}{' '}
          </del>
        ),
      )}
    </p>
  );
}

function Changes({ delta }: { delta: AnalysisDelta }) {
  return (
    <Card role="region" aria-labelledby="changes-title" className="p-5 sm:p-6" data-testid="changes-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="changes-title" className="font-semibold text-slate-900">
          What changed since {formatDate(delta.previousAt)}
        </h2>
        <Link to="/analysis/$id" params={{ id: delta.previousId }} className="text-brand-700 text-sm hover:underline">
          Open the previous analysis
        </Link>
      </div>
      {delta.rubricChanged && (
        <p className="mt-2 text-slate-600 text-sm">The two were scored with different rubric versions.</p>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Delta label="Overall" d={delta.overall} />
        {SECTION_IDS.map((id) => (
          <Delta key={id} label={SECTION_SHORT[id]} d={delta.sections[id]} />
        ))}
      </ul>
      {delta.flipped.length > 0 && (
        <div className="mt-5">
          <h3 className="font-medium text-slate-900 text-sm">Checks that changed</h3>
          <ul className="mt-2 space-y-2" data-testid="flipped-checks">
            {delta.flipped.map((c) => (
              <li key={`${c.section}-${c.id}`} className="rounded-lg border border-slate-200 p-3 text-sm">
                <span className={cn('font-semibold', c.nowPassed ? 'text-emerald-700' : 'text-red-700')}>
                  {c.nowPassed ? 'Now passed' : 'Now failed'}
                </span>{' '}
                <span className="text-slate-900">
                  {SECTION_TITLE[c.section]}: {c.label}
                </span>
                <span className="mt-1 block text-slate-600">Before: {c.evidenceBefore}</span>
                <span className="block text-slate-600">Now: {c.evidenceAfter}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {delta.text.length > 0 && (
        <div className="mt-5">
          <h3 className="font-medium text-slate-900 text-sm">Text that changed</h3>
          <ul className="mt-2 space-y-3" data-testid="text-changes">
            {delta.text.map((t) => (
              <li key={t.field}>
                <span className="font-medium text-slate-800 text-sm">{t.field}</span>
                <Diff parts={t.parts} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {delta.flipped.length === 0 && delta.text.length === 0 && delta.overall.delta === 0 && (
        <p className="mt-4 text-slate-600 text-sm">Nothing changed since then; your score is the same.</p>
      )}
    </Card>
  );
}
