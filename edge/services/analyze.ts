// Turns a validated profile into what we store: rubric result (pure, deterministic) plus, for Pro users,
// grounded advice. Runs entirely before the quota call, so nothing is charged if any of it fails.

import { personalAnalysis } from '../core/advice/rubric-advice.ts';
import { type AnalysisData, type StoredPro, targetOf } from '../core/analysis/dto.ts';
import { AppError } from '../core/errors.ts';
import { hasProContent, type Tier } from '../core/plans.ts';
import { type Profile, ProfileSchema } from '../core/profile/schema.ts';
import { scoreProfile } from '../core/rubric/index.ts';
import type { AnalysisRow, NewAnalysis, Store, UserRow } from '../ports.ts';
import type { AdviceService } from './advice.ts';
import { profileHash } from './hashing.ts';

export interface AnalyzeInput {
  profile: Profile;
  fileType: 'pdf' | 'image';
  targetRole?: string;
  /** The other job ads matched together with the target (kept by a re-scan). */
  moreAds?: string[];
  tier: Tier;
  now: Date;
  idempotencyKey?: string;
}

/** `asOf`: the month the analysis was scored for, so its suggestions and the Pro advice read the same score. */
export async function proContent(advice: AdviceService, data: AnalysisData, asOf: string): Promise<StoredPro> {
  try {
    const r = await advice.advise(data.profile, data.result, targetOf(data)?.text, undefined, { asOf });
    return { content: r.content, model: r.model, source: r.source };
  } catch {
    // The advice service already falls back to rubric-only; reaching here means even that failed.
    throw new AppError(
      'UNAVAILABLE',
      'We could not prepare your advice just now. You were not charged; please try again.',
    );
  }
}

export async function buildAnalysis(advice: AdviceService, input: AnalyzeInput): Promise<NewAnalysis> {
  const targetRole = input.targetRole || undefined;
  const asOf = input.now.toISOString().slice(0, 7);
  // One set of suggestions everywhere: for a Pro user the personal ones replace the rubric's generic fix texts in
  // what is stored. A free user is sent no suggestion at all, so theirs are made when they upgrade (addProAdvice):
  // the writing costs a few hundred milliseconds that a free scan need not pay.
  const scored = scoreProfile(input.profile, { asOf });
  const result = hasProContent(input.tier) ? personalAnalysis(input.profile, scored, { asOf }, targetRole) : scored;
  const data: AnalysisData = { profile: input.profile, result };
  const more = input.moreAds?.length ? { more: input.moreAds } : {};
  if (targetRole) data.target = { text: targetRole, updated_at: input.now.toISOString(), ...more };
  if (hasProContent(input.tier)) data.pro = await proContent(advice, data, asOf);
  return {
    file_type: input.fileType,
    overall_score: result.overall_score,
    rubric_version: result.rubric_version,
    profile_hash: await profileHash(input.profile, targetRole ?? ''),
    analysis_data: data,
    idempotency_key: input.idempotencyKey,
  };
}

/**
 * Adds Pro content to an analysis made before its owner upgraded, once: the client asks for it (POST) when it
 * reads an unlocked analysis without any, so reads stay reads.
 */
export async function addProAdvice(
  deps: { store: Store; advice: AdviceService },
  user: Pick<UserRow, 'supabase_id' | 'subscription_tier'>,
  row: AnalysisRow,
) {
  if (!hasProContent(user.subscription_tier) || row.analysis_data.pro) return row;
  // The stored profile is validated as it is read back (the schema's defaults may have grown since it was stored).
  const stored = { ...row.analysis_data, profile: ProfileSchema.parse(row.analysis_data.profile) };
  const asOf = row.created_at.slice(0, 7);
  const data: AnalysisData = {
    ...row.analysis_data,
    result: personalAnalysis(stored.profile, stored.result, { asOf }, targetOf(stored)?.text),
    pro: await proContent(deps.advice, stored, asOf),
  };
  await deps.store.setAnalysisData(user.supabase_id, row.id, data);
  return { ...row, analysis_data: data };
}
