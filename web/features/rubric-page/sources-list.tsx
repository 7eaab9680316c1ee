import type { Source } from '../../../edge/core/rubric/sources.ts';

/** Every published source the rubric rests on, with the fact we take from it. */
export function SourcesList({ sources }: { sources: Source[] }) {
  return (
    <section id="sources" aria-labelledby="sources-title" className="scroll-mt-24">
      <h2
        id="sources-title"
        className="border-slate-200 border-b pb-4 font-bold text-2xl text-slate-900 tracking-tight"
      >
        Sources
      </h2>
      <ol className="mt-6 space-y-5">
        {sources.map((s) => (
          <li key={s.id} id={`source-${s.id}`} className="scroll-mt-24 text-sm leading-6">
            <p>
              <span className="font-mono text-slate-500 text-xs">{s.id}</span>{' '}
              <a
                href={s.url}
                rel="noopener noreferrer"
                className="rounded font-semibold text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {s.title}
              </a>
            </p>
            <p className="mt-1 text-slate-600">{s.fact}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
