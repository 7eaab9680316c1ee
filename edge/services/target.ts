// Setting the job ad or role an analysis is matched against. Free of charge: the score does not change, so no scan
// is spent; a re-scan keeps the target.
import { type AnalysisData, type AnalysisDto, presentAnalysis } from '../core/analysis/dto.ts';
import type { Clock, Store, UserRow } from '../ports.ts';

/** The analysis as the user may see it after the change, or null when it is not theirs. */
export async function setTarget(
  deps: { store: Store; clock: Clock },
  user: UserRow,
  id: string,
  text: string,
): Promise<AnalysisDto | null> {
  const row = await deps.store.getAnalysis(user.supabase_id, id);
  if (!row) return null;
  const data: AnalysisData = { ...row.analysis_data };
  // An empty text clears the target, including the role typed with the first scan.
  data.target = { text: text.trim() ? text : '', updated_at: deps.clock.now().toISOString() };
  delete data.target_role;
  await deps.store.setAnalysisData(user.supabase_id, id, data);
  return presentAnalysis({ ...row, analysis_data: data }, user.subscription_tier);
}
