import type { CatalogSection } from '../../../edge/core/rubric/catalog-export.ts';

const EXTERNAL =
  'rounded font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-800 hover:decoration-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600';

/** One part of the rubric: its weight, what it covers, every check with points, rule and sources, and its gates. */
export function RubricSection({ section }: { section: CatalogSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-slate-200 border-b pb-4">
        <h2 id={`${section.id}-title`} className="font-bold text-2xl text-slate-900 tracking-tight">
          {section.label}
        </h2>
        <p className="font-medium text-slate-600 text-sm">
          <span className="font-semibold text-slate-900">{section.weight}%</span> of the overall score
        </p>
      </div>
      <p className="mt-4 text-slate-600">{section.description}</p>
      <ul className="mt-6 space-y-4">
        {section.checks.map((check) => (
          <li
            key={check.id}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-slate-900/5 shadow-sm"
            data-check={check.id}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="font-semibold text-slate-900">
                {check.label}
                <span className="ml-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 align-middle font-medium text-slate-700 text-xs">
                  {check.kind === 'content' ? 'Content' : 'Completeness'}
                </span>
                {check.readsWords && (
                  <span className="ml-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 align-middle font-medium text-slate-700 text-xs">
                    Word lists
                  </span>
                )}
              </h3>
              <p className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-sm tabular-nums ring-1 ring-brand-100">
                {check.max} points
              </p>
            </div>
            <p className="mt-2 text-slate-700 leading-7">{check.rule}</p>
            <p className="mt-2 text-slate-600 text-sm leading-6">
              <span className="font-medium text-slate-700">How to fix it: </span>
              {check.fix}
            </p>
            {check.sources.length > 0 && (
              <p className="mt-3 text-slate-600 text-sm">
                <span className="font-medium text-slate-700">Sources: </span>
                {check.sources.map((s, i) => (
                  <span key={s.id}>
                    {i > 0 && ', '}
                    <a href={`#source-${s.id}`} className={EXTERNAL}>
                      {s.id}
                    </a>
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
      {section.gates.length > 0 && (
        <div className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5" data-gates={section.id}>
          <h3 className="font-semibold text-slate-900">Gates</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 text-sm leading-6">
            {section.gates.map((g) => (
              <li key={g.reason}>{g.reason}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
