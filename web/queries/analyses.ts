// The user's analyses: the list (newest first) for the dashboard and the analysis page, and one analysis for the
// result screen. Both read through the device cache (web/local/analyses-cache.ts), so past results open offline.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AnalysisDto, AnalysisSummary } from '../../edge/core/analysis/dto.ts';
import type { AuthStore } from '../auth/auth-store.ts';
import { ApiError, apiFetch } from '../lib/api.ts';
import { analysisThroughCache, listThroughCache, saveAnalysis } from '../local/analyses-cache.ts';

export type { AnalysisDto, AnalysisSummary };

export const analysesKey = (userId: string) => ['analyses', userId] as const;
// Under the list's key so that signing out (which removes ['analyses']) forgets opened analyses too.
export const analysisKey = (userId: string, id: string) => ['analyses', userId, 'detail', id] as const;

export class NotSignedInError extends Error {
  constructor() {
    super('Please log in again.');
    this.name = 'NotSignedInError';
  }
}

async function token(auth: AuthStore): Promise<string> {
  const session = await auth.getSession();
  if (!session) throw new NotSignedInError();
  return session.access_token;
}

export function analysesQueryOptions(auth: AuthStore, userId: string) {
  return queryOptions({
    queryKey: analysesKey(userId),
    queryFn: () => listThroughCache(userId, () => fetchAnalyses(auth)),
    // Spec section 9: analyses are retried 2 times.
    retry: 2,
  });
}

async function fetchAnalyses(auth: AuthStore): Promise<AnalysisSummary[]> {
  // The API answers a list, or an object with an `analyses` list (spec section 7).
  const body = await apiFetch<AnalysisSummary[] | { analyses: AnalysisSummary[] }>('/api/analyses', {
    token: await token(auth),
  });
  const list = Array.isArray(body) ? body : (body.analyses ?? []);
  return [...list].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function analysisQueryOptions(auth: AuthStore, userId: string, id: string) {
  return queryOptions({
    queryKey: analysisKey(userId, id),
    queryFn: () =>
      analysisThroughCache(userId, id, async () => {
        const body = await apiFetch<{ analysis: AnalysisDto }>(`/api/analyses/${encodeURIComponent(id)}`, {
          token: await token(auth),
        });
        return body.analysis;
      }),
    // A missing analysis is an answer, not a hiccup: only unreachable-server errors are worth a retry.
    retry: (count, err) => count < 2 && !(err instanceof ApiError),
  });
}

/**
 * After a new analysis or a re-scan: the result opens from memory at once; the device copy, the list and the
 * user's scans refresh in the background (waiting for them would only delay the result).
 */
export function rememberAnalysis(queryClient: QueryClient, userId: string, analysis: AnalysisDto): void {
  queryClient.setQueryData(analysisKey(userId, analysis.id), analysis);
  void saveAnalysis(userId, analysis);
  void queryClient.invalidateQueries({ queryKey: analysesKey(userId), exact: true });
  void queryClient.invalidateQueries({ queryKey: ['user', userId] });
}
