import type { ProContent } from '../../../edge/core/advice/schema.ts';

/** Pro only: the headline options, the About and the role descriptions, rewritten. */
export function ReportRewrites({ pro }: { pro: ProContent }) {
  return (
    <section className="space-y-3" data-testid="report-rewrites">
      <h2 className="font-semibold text-xl">Rewrites</h2>
      <h3 className="font-medium">Headline options</h3>
      <ul className="list-disc pl-5 text-sm">
        {pro.headline_variants.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <h3 className="font-medium">About, rewritten</h3>
      <p className="whitespace-pre-line text-sm">{pro.about_rewrite}</p>
      {pro.improved_descriptions.map((d) => (
        <div key={`${d.title}-${d.company}`} className="break-inside-avoid-page">
          <h3 className="font-medium">
            {d.title} at {d.company}
          </h3>
          <p className="whitespace-pre-line text-sm">{d.description}</p>
        </div>
      ))}
    </section>
  );
}
