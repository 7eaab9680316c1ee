// The user's analyses: the list (newest first) for the dashboard and the analysis page, and one analysis for the
// result screen. Both read through the device cache (web/local/analyses-cache.ts), so past results open offline.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AnalysisDto, AnalysisSummary } from '../../edge/core/analysis/dto.ts';
import { accessToken } from '../auth/access-token.ts';
import type { AuthStore } from '../auth/auth-store.ts';
import { ApiError, api } from '../lib/api.ts';
import { analysisThroughCache, listThroughCache, saveAnalysis } from '../local/analyses-cache.ts';
import { userKeys } from './user.ts';

export type { AnalysisDto, AnalysisSummary };

/** The analyses queries' keys. An opened analysis sits under its user's list, so forgetting one forgets both. */
export const analysesKeys = {
  all: ['analyses'] as const,
  list: (userId: string) => ['analyses', userId] as const,
  one: (userId: string, id: string) => ['analyses', userId, 'detail', id] as const,
  /** Every history page list; `historyOf` one profile's (or all, '') pages. */
  history: (userId: string) => ['analyses', userId, 'history'] as const,
  historyOf: (userId: string, profile: string | undefined) => ['analyses', userId, 'history', profile ?? ''] as const,
  profiles: (userId: string) => ['analyses', userId, 'profiles'] as const,
  previous: (userId: string, id: string, createdAt: string) => ['analyses', userId, 'previous', id, createdAt] as const,
};

export function analysesQueryOptions(auth: AuthStore, userId: string) {
  return queryOptions({
    queryKey: analysesKeys.list(userId),
    queryFn: () => listThroughCache(userId, () => fetchAnalyses(auth)),
    // Spec section 9: analyses are retried 2 times.
    retry: 2,
  });
}

async function fetchAnalyses(auth: AuthStore): Promise<AnalysisSummary[]> {
  const { analyses } = await api('analyses', { token: await accessToken(auth) });
  return [...analyses].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * One analysis. An unlocked one without Pro content (made before its owner upgraded) gets it through its own POST,
 * once: the read itself never writes.
 */
async function fetchAnalysis(auth: AuthStore, id: string): Promise<AnalysisDto> {
  const token = await accessToken(auth);
  const { analysis } = await api('analysis', { token, params: { id } });
  if (analysis.locked || analysis.pro) return analysis;
  return (await api('addProAdvice', { token, params: { id } })).analysis;
}

export function analysisQueryOptions(auth: AuthStore, userId: string, id: string) {
  return queryOptions({
    queryKey: analysesKeys.one(userId, id),
    queryFn: () => analysisThroughCache(userId, id, () => fetchAnalysis(auth, id)),
    // A missing analysis is an answer, not a hiccup: only unreachable-server errors are worth a retry.
    retry: (count, err) => count < 2 && !(err instanceof ApiError),
  });
}

/**
 * After a new analysis or a re-scan: the result opens from memory at once; the device copy, the list and the
 * user's scans refresh in the background (waiting for them would only delay the result).
 */
export function rememberAnalysis(queryClient: QueryClient, userId: string, analysis: AnalysisDto): void {
  queryClient.setQueryData(analysesKeys.one(userId, analysis.id), analysis);
  void saveAnalysis(userId, analysis);
  void queryClient.invalidateQueries({ queryKey: analysesKeys.list(userId), exact: true });
  void queryClient.invalidateQueries({ queryKey: userKeys.one(userId) });
}
