import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, Spinner } from '../../components/ui/card.tsx';
import { AlertIcon, ArrowRightIcon } from '../../components/ui/icons.tsx';
import { ApiError } from '../../lib/api.ts';
import { SECTION_IDS } from '../../lib/sections.ts';
import { analysisQueryOptions } from '../../queries/analyses.ts';
import { userQueryOptions } from '../../queries/user.ts';
import { BasicsCard } from './basics-card.tsx';
import { ChangesPanel } from './changes-panel.tsx';
import { DeleteAnalysis } from './delete-analysis.tsx';
import { MatchCard } from './match-card.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { RecruiterPreview } from './recruiter-preview.tsx';
import { ReportActions } from './report-actions.tsx';
import { ScansPanel } from './scans-panel.tsx';
import { ScoreSummary } from './score-summary.tsx';
import { SectionCard } from './section-card.tsx';
import { useRescan } from './use-rescan.ts';

/** /analysis/$id: the score first, then what recruiters see, then every section with its evidence and advice. */
export function ResultPage({ id, userId }: { id: string; userId: string }) {
  const auth = useAuthStore();
  const { data: user } = useSuspenseQuery(userQueryOptions(auth, userId));
  const query = useQuery(analysisQueryOptions(auth, userId, id));
  const rescan = useRescan(userId, id);

  if (query.isPending) {
    return (
      <Card className="flex justify-center p-12">
        <Spinner label="Loading your analysis..." />
      </Card>
    );
  }
  if (query.isError)
    return (
      <LoadError
        notFound={query.error instanceof ApiError && query.error.status === 404}
        onRetry={() => void query.refetch()}
      />
    );

  const analysis = query.data;
  return (
    <div className="space-y-6" data-testid="result" data-locked={analysis.locked}>
      <ProfileHeader analysis={analysis} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ScoreSummary analysis={analysis} className="lg:col-span-2" />
        <ScansPanel
          user={user}
          rescanning={rescan.mutation.isPending}
          onRescan={() => rescan.mutation.mutate()}
          note={rescan.note?.description}
        />
      </div>
      <ChangesPanel userId={userId} analysis={analysis} />
      <ReportActions analysis={analysis} />
      <RecruiterPreview profile={analysis.profile} />
      <MatchCard analysis={analysis} userId={userId} />
      <section aria-labelledby="sections-title" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="sections-title" className="font-bold text-slate-900 text-xl tracking-tight">
            Section by section
          </h2>
          <a
            href="/how-we-score"
            className="font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
          >
            How we score
          </a>
        </div>
        {SECTION_IDS.map((sid) => (
          <SectionCard key={sid} id={sid} analysis={analysis} />
        ))}
        {analysis.basics && <BasicsCard basics={analysis.basics} locked={analysis.locked} />}
      </section>
      <p className="text-center text-slate-500 text-sm">
        Scored with rubric {analysis.rubric_version}. Every point comes from a published check:{' '}
        <a className="font-medium text-brand-700 hover:underline" href="/how-we-score">
          see how we score
        </a>
        .
      </p>
      <div className="flex justify-center">
        <DeleteAnalysis userId={userId} id={analysis.id} />
      </div>
    </div>
  );
}

function LoadError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-14 text-center">
      <AlertIcon className="size-8 text-red-600" />
      <h1 className="mt-3 font-semibold text-slate-900 text-xl">
        {notFound ? 'Analysis not found' : 'We could not load this analysis'}
      </h1>
      <p className="mt-1 max-w-md text-slate-600">
        {notFound
          ? 'It may have been deleted, or it belongs to another account.'
          : 'Check your connection and try again.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
        <ButtonLink to="/analysis">
          Go to your analyses
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
      </div>
    </Card>
  );
}
