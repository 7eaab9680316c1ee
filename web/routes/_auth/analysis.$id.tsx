import { createFileRoute } from '@tanstack/react-router';
import { ResultPage } from '../../features/result/result-page.tsx';
import { analysisQueryOptions } from '../../queries/analyses.ts';

export const Route = createFileRoute('/_auth/analysis/$id')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(analysisQueryOptions(context.auth, context.session.user.id, params.id));
  },
  head: () => ({ meta: [{ title: 'Your result · Profile Score' }] }),
  component: AnalysisResult,
});

function AnalysisResult() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  return <ResultPage key={id} id={id} userId={session.user.id} />;
}
