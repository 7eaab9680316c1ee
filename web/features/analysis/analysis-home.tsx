import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Spinner } from '../../components/ui/card.tsx';
import { AlertIcon } from '../../components/ui/icons.tsx';
import { analysesQueryOptions } from '../../queries/analyses.ts';
import { userQueryOptions } from '../../queries/user.ts';
import { LatestSummary } from './latest-summary.tsx';
import { ReviewView } from './review-view.tsx';
import { UploadView } from './upload-view.tsx';
import { useAnalysisFlow } from './use-analysis-flow.ts';

/**
 * /analysis: the upload prompt when there is nothing yet (or with upload=true), otherwise the latest analysis. Once a
 * file has been read, the review takes the whole page until the user scores it or starts over.
 */
export function AnalysisHome({ userId, upload }: { userId: string; upload: boolean }) {
  const auth = useAuthStore();
  const { data: user } = useSuspenseQuery(userQueryOptions(auth, userId));
  const list = useQuery(analysesQueryOptions(auth, userId));
  const flow = useAnalysisFlow(userId);

  if ((flow.stage === 'review' || flow.stage === 'scoring') && flow.profile) {
    return (
      <ReviewView
        profile={flow.profile}
        fileName={flow.files.length > 1 ? `${flow.files.length} screenshots` : (flow.files[0]?.name ?? 'your file')}
        scoring={flow.stage === 'scoring'}
        onScore={(draft) => void flow.score(draft)}
        onStartOver={flow.cancel}
      />
    );
  }
  if (list.isPending) {
    return (
      <Card className="flex justify-center p-12">
        <Spinner label="Loading your analyses..." />
      </Card>
    );
  }
  const analyses = list.data ?? [];
  const latest = analyses[0];
  if (upload || !latest || flow.stage === 'reading') {
    return (
      <div className="space-y-4">
        {list.isError && <ListError onRetry={() => void list.refetch()} />}
        <UploadView flow={flow} user={user} hasPast={Boolean(latest)} />
      </div>
    );
  }
  return <LatestSummary latest={latest} user={user} count={analyses.length} />;
}

function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      <AlertIcon className="size-5 text-red-600" />
      <p className="flex-1 font-medium">Failed to fetch analyses</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
