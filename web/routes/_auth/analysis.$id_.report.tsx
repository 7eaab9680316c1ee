import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../../features/report/report-page.tsx';
import { analysisQueryOptions } from '../../queries/analyses.ts';

export const Route = createFileRoute('/_auth/analysis/$id_/report')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(analysisQueryOptions(context.auth, context.session.user.id, params.id));
  },
  head: () => ({ meta: [{ title: 'Report · Profile Score' }] }),
  component: Report,
});

function Report() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  return <ReportPage id={id} userId={session.user.id} />;
}
