import type { AnalysisDto, SectionDto } from '../../../edge/core/analysis/dto.ts';

/** The personal suggestions of a section, with the points each adds, as the result screen shows them. */
export function ReportSuggestions({ list }: { list: SectionDto['suggestions'] }) {
  if (!list?.length) return null;
  return (
    <>
      <h3 className="font-medium text-sm">Suggestions</h3>
      <ul className="list-disc pl-5 text-sm" data-testid="report-suggestions">
        {list.map((sg) => (
          <li key={sg.text}>
            {sg.gain > 0 && <strong>+{sg.gain} pts </strong>}
            {sg.text}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The saved job-ad match: the rate, what the profile already shows and what it lacks (as this user may see it). */
export function ReportMatch({ analysis: a }: { analysis: AnalysisDto }) {
  const m = a.match;
  if (!m || !a.target) return null;
  return (
    <section className="break-inside-avoid-page space-y-2" data-testid="report-match">
      <h2 className="font-semibold text-xl">
        Job-ad match: {m.rate}% ({m.band.label})
      </h2>
      <p className="text-slate-600 text-sm">
        Matched against: {a.target.text.replace(/\s+/g, ' ').trim().slice(0, 160)}
      </p>
      {m.found && m.found.length > 0 && (
        <p className="text-sm">Found in your profile: {m.found.map((f) => f.term).join(', ')}.</p>
      )}
      {m.missing.length > 0 && (
        <>
          <h3 className="font-medium text-sm">Missing from your profile</h3>
          <ul className="list-disc pl-5 text-sm">
            {m.missing.map((t) => (
              <li key={t.term}>{t.term}</li>
            ))}
            {m.missing_total > m.missing.length && <li>…and {m.missing_total - m.missing.length} more with Pro</li>}
          </ul>
        </>
      )}
    </section>
  );
}
