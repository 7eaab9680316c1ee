import { createFileRoute } from '@tanstack/react-router';
import { AnalysisHome } from '../../features/analysis/analysis-home.tsx';
import { analysesQueryOptions } from '../../queries/analyses.ts';

export const Route = createFileRoute('/_auth/analysis/')({
  // Start the list request with the navigation; the page shows its own loading state meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(analysesQueryOptions(context.auth, context.session.user.id));
  },
  component: AnalysisIndex,
});

function AnalysisIndex() {
  const { upload } = Route.useSearch();
  const { session } = Route.useRouteContext();
  // Keyed by the upload flag: 'Back to Results' and 'Start New Analysis' each start from a clean slate.
  return <AnalysisHome key={upload ? 'upload' : 'home'} userId={session.user.id} upload={upload === true} />;
}
