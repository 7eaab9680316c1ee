import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Spinner } from '../../components/ui/card.tsx';
import { SECTION_IDS, SECTION_TITLE } from '../../lib/sections.ts';
import { type AnalysisDto, analysisQueryOptions } from '../../queries/analyses.ts';
import { formatDate } from '../result/format.ts';
import { ReportMatch, ReportSuggestions } from './report-parts.tsx';
import { ReportRewrites } from './report-rewrites.tsx';

const MARK = { passed: '✓', partial: '~', failed: '✗' } as const;

/**
 * The result as a document: made for the browser's Print / Save as PDF (the app's navigation is hidden in print),
 * holding only what this user can see.
 */
export function ReportPage({ id, userId }: { id: string; userId: string }) {
  const auth = useAuthStore();
  const query = useQuery(analysisQueryOptions(auth, userId, id));
  if (query.isPending) return <Spinner label="Loading your report..." />;
  if (query.isError) return <Card className="p-8">We could not load this analysis.</Card>;
  return <Report analysis={query.data} />;
}

function Report({ analysis: a }: { analysis: AnalysisDto }) {
  return (
    <article className="mx-auto max-w-3xl space-y-6 text-slate-900" data-testid="report">
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>Print or save as PDF</Button>
        <ButtonLink to="/analysis/$id" params={{ id: a.id }} variant="secondary">
          Back to the result
        </ButtonLink>
      </div>
      <header className="border-slate-200 border-b pb-4">
        <p className="text-slate-500 text-sm">Profile Score report</p>
        <h1 className="font-bold text-3xl">{a.profile.basics.name}</h1>
        {a.profile.basics.label && <p className="mt-1 text-slate-700">{a.profile.basics.label}</p>}
        <p className="mt-3 font-semibold text-2xl" data-testid="report-score">
          Overall score: {a.overall_score}/100 ({a.band.label})
        </p>
        <p className="mt-1 text-slate-500 text-sm">
          Analysed {formatDate(a.created_at)} · rubric {a.rubric_version}
        </p>
      </header>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-slate-200 border-b">
            <th className="py-1">Section</th>
            <th className="py-1">Score</th>
          </tr>
        </thead>
        <tbody>
          {SECTION_IDS.map((id) => (
            <tr key={id} className="border-slate-100 border-b">
              <td className="py-1">{SECTION_TITLE[id]}</td>
              <td className="py-1">{a.sections[id].score}/100</td>
            </tr>
          ))}
        </tbody>
      </table>
      {SECTION_IDS.map((id) => {
        const s = a.sections[id];
        return (
          <section key={id} className="break-inside-avoid-page space-y-2">
            <h2 className="font-semibold text-xl">
              {SECTION_TITLE[id]}: {s.score}/100
            </h2>
            <p className="text-slate-700 text-sm">{s.feedback}</p>
            <ul className="space-y-1 text-sm">
              {s.checks.map((c) => (
                <li key={c.id}>
                  <span aria-hidden="true">{MARK[c.result]} </span>
                  <strong>{c.label}</strong> ({c.points}/{c.max}): {c.evidence}
                </li>
              ))}
            </ul>
            <ReportSuggestions list={s.suggestions} />
            {(a.pro?.content.strengths?.[id] ?? []).length > 0 && (
              <>
                <h3 className="font-medium text-sm">Already strong</h3>
                <ul className="list-disc pl-5 text-sm">
                  {a.pro?.content.strengths?.[id]?.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        );
      })}
      {a.basics && (
        <section className="break-inside-avoid-page space-y-2">
          <h2 className="font-semibold text-xl">Profile basics: {a.basics.score}/100</h2>
          <p className="text-slate-700 text-sm">{a.basics.feedback}</p>
          <ReportSuggestions list={a.basics.suggestions} />
        </section>
      )}
      <ReportMatch analysis={a} />
      {a.pro ? (
        <ReportRewrites pro={a.pro.content} />
      ) : (
        <p className="text-slate-600 text-sm">Recommendations and rewrites are part of Pro.</p>
      )}
    </article>
  );
}
