import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../features/history/history-page.tsx';
import { present, text } from '../../lib/search-params.ts';
import { historyQueryOptions } from '../../queries/history.ts';

// ?profile=<profile_key> narrows the list to one person's analyses.
const search = (s: Record<string, unknown>): { profile?: string } => present({ profile: text(s.profile) });

export const Route = createFileRoute('/_auth/analysis/history')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ profile: search.profile }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(
      historyQueryOptions(context.auth, context.session.user.id, deps.profile),
    );
  },
  head: () => ({ meta: [{ title: 'All analyses · Profile Score' }] }),
  component: History,
});

function History() {
  const { profile } = Route.useSearch();
  const { session } = Route.useRouteContext();
  return <HistoryPage userId={session.user.id} profile={profile} />;
}
