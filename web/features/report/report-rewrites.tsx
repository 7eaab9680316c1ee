import type { ProContent } from '../../../edge/core/advice/schema.ts';

/** Pro only: the headline options, the About and the role descriptions offered, each under a heading only when
 * there is one to show. */
export function ReportRewrites({ pro }: { pro: ProContent }) {
  const roles = pro.improved_descriptions;
  if (!pro.headline_variants.length && !pro.about_rewrite && !roles.length) return null;
  return (
    <section className="space-y-3" data-testid="report-rewrites">
      <h2 className="font-semibold text-xl">Rewrites</h2>
      <p className="text-slate-600 text-sm">Answer any question in [brackets] before you paste.</p>
      {pro.headline_variants.length > 0 && (
        <>
          <h3 className="font-medium">Headline options</h3>
          <ul className="list-disc pl-5 text-sm">
            {pro.headline_variants.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      )}
      {pro.about_rewrite && (
        <>
          <h3 className="font-medium">About</h3>
          <p className="whitespace-pre-line text-sm">{pro.about_rewrite}</p>
        </>
      )}
      {roles.map((d) => (
        <div key={`${d.title}-${d.company}`} className="break-inside-avoid-page">
          <h3 className="font-medium">{[d.title, d.company].filter(Boolean).join(' at ')}</h3>
          <p className="whitespace-pre-line text-sm">{d.description}</p>
        </div>
      ))}
    </section>
  );
}
