// The history page's data: every analysis in cursor pages (newest first, optionally one profile), the user's
// profiles, and "the analysis before this one" for the comparison. Offline, the device's copy of the list answers
// (what this device has seen), filtered the same way.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { encodeCursor } from '../../edge/core/analysis/cursor.ts';
import type { AnalysisSummary, ProfileGroup } from '../../edge/core/analysis/dto.ts';
import { accessToken } from '../auth/access-token.ts';
import type { AuthStore } from '../auth/auth-store.ts';
import { api } from '../lib/api.ts';
import { isUnreachable } from '../local/analyses-cache.ts';
import { getDb } from '../local/records.ts';
import { analysesKeys } from './analyses.ts';

export interface HistoryPage {
  analyses: AnalysisSummary[];
  next_cursor: string | null;
  /** True when the page came from this device, not the server. */
  offline?: boolean;
}

async function cachedList(userId: string): Promise<AnalysisSummary[]> {
  try {
    return (await (await getDb()).lists.get(userId))?.analyses ?? [];
  } catch {
    return [];
  }
}

const keyOf = (a: AnalysisSummary) => a.profile_key ?? a.name.toLowerCase();

export async function fetchHistoryPage(
  auth: AuthStore,
  userId: string,
  q: { profile?: string; cursor?: string | null; limit?: number },
): Promise<HistoryPage> {
  const query = { limit: q.limit ?? 20, profile: q.profile || undefined, cursor: q.cursor };
  try {
    return await api('analyses', { token: await accessToken(auth), query });
  } catch (err) {
    if (!isUnreachable(err) || q.cursor) throw err;
    const all = await cachedList(userId);
    return { analyses: all.filter((a) => !q.profile || keyOf(a) === q.profile), next_cursor: null, offline: true };
  }
}

export function historyQueryOptions(auth: AuthStore, userId: string, profile: string | undefined) {
  return infiniteQueryOptions({
    queryKey: analysesKeys.historyOf(userId, profile),
    queryFn: ({ pageParam }) => fetchHistoryPage(auth, userId, { profile, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    retry: 1,
  });
}

export function profilesQueryOptions(auth: AuthStore, userId: string) {
  return queryOptions({
    queryKey: analysesKeys.profiles(userId),
    queryFn: async (): Promise<ProfileGroup[]> => {
      try {
        return (await api('analysisProfiles', { token: await accessToken(auth) })).profiles;
      } catch (err) {
        if (!isUnreachable(err)) throw err;
        const groups = new Map<string, ProfileGroup>();
        for (const a of await cachedList(userId)) {
          const g = groups.get(keyOf(a)) ?? { profile_key: keyOf(a), name: a.name, count: 0, latest_at: a.created_at };
          g.count++;
          groups.set(keyOf(a), g);
        }
        return [...groups.values()];
      }
    },
  });
}

/** The id of the analysis of the same profile made just before this one, or null. */
export function previousQueryOptions(
  auth: AuthStore,
  userId: string,
  a: { id: string; created_at: string; profile_key: string },
) {
  return queryOptions({
    queryKey: analysesKeys.previous(userId, a.id, a.created_at),
    queryFn: async () => {
      const page = await fetchHistoryPage(auth, userId, {
        profile: a.profile_key,
        cursor: encodeCursor(a),
        limit: 1,
      }).catch(async (err) => {
        if (!isUnreachable(err)) throw err;
        const older = (await cachedList(userId)).filter(
          (x) => keyOf(x) === a.profile_key && x.created_at < a.created_at,
        );
        return { analyses: older, next_cursor: null };
      });
      return page.analyses[0]?.id ?? null;
    },
  });
}
