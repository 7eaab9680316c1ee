import type { CatalogSection } from '../../../edge/core/rubric/catalog-export.ts';

const COLOURS = ['bg-brand-600', 'bg-sky-500', 'bg-emerald-500', 'bg-amber-400', 'bg-rose-400', 'bg-slate-400'];

/** Each part's share of the overall score, as one stacked bar with a legend that carries the numbers. */
export function WeightsOverview({ sections }: { sections: CatalogSection[] }) {
  return (
    <div>
      <div className="flex h-4 overflow-hidden rounded-full" aria-hidden="true">
        {sections.map((s, i) => (
          <div key={s.id} className={COLOURS[i % COLOURS.length]} style={{ width: `${s.weight}%` }} />
        ))}
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {sections.map((s, i) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="flex items-center gap-2.5 rounded-lg p-1 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className={`size-3 shrink-0 rounded-sm ${COLOURS[i % COLOURS.length]}`} aria-hidden="true" />
              <span className="font-medium text-slate-700">{s.label}</span>
              <span className="ml-auto font-semibold text-slate-900 tabular-nums">{s.weight}%</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
