// Setting the job ads an analysis is matched against: one, or up to five at once. Free of charge: the score does
// not change, so no scan is spent; a re-scan keeps them.
import { type AnalysisData, type AnalysisDto, presentAnalysis } from '../core/analysis/dto.ts';
import type { Clock, Store, UserRow } from '../ports.ts';

/** The analysis as the user may see it after the change, or null when it is not theirs. No ads clears them. */
export async function setTarget(
  deps: { store: Store; clock: Clock },
  user: UserRow,
  id: string,
  ads: string[],
): Promise<AnalysisDto | null> {
  const row = await deps.store.getAnalysis(user.supabase_id, id);
  if (!row) return null;
  const data: AnalysisData = { ...row.analysis_data };
  const [first = '', ...more] = ads.filter((a) => a.trim());
  // An empty list clears the target, including the role typed with the first scan.
  data.target = { text: first, updated_at: deps.clock.now().toISOString(), ...(more.length ? { more } : {}) };
  delete data.target_role;
  await deps.store.setAnalysisData(user.supabase_id, id, data);
  return presentAnalysis({ ...row, analysis_data: data }, user.subscription_tier);
}
