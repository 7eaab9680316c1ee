import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAuthStore } from '../../auth/auth-context.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { AlertIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { historyQueryOptions, profilesQueryOptions } from '../../queries/history.ts';
import { HistoryRow } from './history-row.tsx';

/** Every analysis, newest first, a page at a time, optionally one profile's. */
export function HistoryPage({ userId, profile }: { userId: string; profile?: string }) {
  const auth = useAuthStore();
  const navigate = useNavigate();
  const pages = useInfiniteQuery(historyQueryOptions(auth, userId, profile));
  const profiles = useQuery(profilesQueryOptions(auth, userId));
  const items = pages.data?.pages.flatMap((p) => p.analyses) ?? [];
  const offline = pages.data?.pages.some((p) => p.offline);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight">All analyses</h1>
          <p className="mt-1 text-slate-600 text-sm">Every profile you have analysed, newest first.</p>
        </div>
        <ButtonLink to="/analysis" search={{ upload: true }} size="sm">
          <PlusIcon className="size-4" />
          New Analysis
        </ButtonLink>
      </div>
      <label className="flex flex-wrap items-center gap-2 text-slate-700 text-sm">
        Profile
        <select
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 text-sm"
          value={profile ?? ''}
          data-testid="history-profile"
          onChange={(e) =>
            void navigate({ to: '/analysis/history', search: e.target.value ? { profile: e.target.value } : {} })
          }
        >
          <option value="">All profiles</option>
          {(profiles.data ?? []).map((p) => (
            <option key={p.profile_key} value={p.profile_key}>
              {`${p.name || 'Unnamed profile'} (${p.count})`}
            </option>
          ))}
        </select>
      </label>
      {offline && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
          You are offline: showing the analyses saved on this device.
        </p>
      )}
      {/* Not overflow-hidden: the last row's actions menu opens below the card. */}
      <Card role="region" aria-label="Analyses">
        {pages.isPending ? (
          <p aria-busy="true" className="px-6 py-8 text-slate-500">
            Loading analyses...
          </p>
        ) : pages.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 px-6 py-6 text-red-800">
            <AlertIcon className="size-5 text-red-600" />
            <p className="flex-1 font-medium">Failed to fetch analyses</p>
            <Button variant="secondary" size="sm" onClick={() => void pages.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="px-6 py-8 text-slate-600">No analyses yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="history-list">
            {items.map((a) => (
              <HistoryRow key={a.id} userId={userId} analysis={a} />
            ))}
          </ul>
        )}
      </Card>
      {pages.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </Button>
        </div>
      )}
    </div>
  );
}
