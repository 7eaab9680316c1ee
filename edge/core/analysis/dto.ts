// What the API returns for an analysis, decided on the server: free users get scores, bands, feedback and
// checks with evidence; recommendations, suggestions and rewrites are withheld (docs/design.md 9.2) and replaced
// by `locked: true`, so the Pro text never reaches a free user's browser.
import { resultBand } from '../bands.ts';
import {
  combineSeveral,
  MAX_ADS,
  type MatchResult,
  matchProfile,
  presentMatch,
  presentSeveral,
} from '../match/index.ts';
import { hasProContent, type Tier } from '../plans.ts';
import type { Profile } from '../profile/schema.ts';
import type { Analysis, SectionId } from '../rubric/types.ts';
import type { AnalysisDto, AnalysisSummary, SectionDto, StoredPro, StoredTarget } from './dto-schema.ts';

export type { AnalysisDto, AnalysisSummary, SectionDto, StoredPro, StoredTarget };

/** The jsonb `analysis_data` column. */
export interface AnalysisData {
  profile: Profile;
  result: Analysis;
  /** The role typed before the first scan (older analyses); `target` supersedes it. */
  target_role?: string;
  /** The job ad or role the profile is matched against; edited without a scan, kept by re-scans. */
  target?: StoredTarget;
  pro?: StoredPro | null;
}

/** The target an analysis has: the stored one, else the role typed with the first scan. */
export function targetOf(data: AnalysisData): StoredTarget | null {
  if (data.target) return data.target.text.trim() ? data.target : null;
  return data.target_role?.trim() ? { text: data.target_role, updated_at: '' } : null;
}

/** The jsonb `summary` column: the few fields of analysis_data a list shows, in the same shape. */
export interface SummaryData {
  profile: { basics: { name: string; label?: string | null } };
  result: { sections: Record<SectionId, { score: number }> };
}

export interface AnalysisRowLike<D = AnalysisData> {
  id: string;
  created_at: string;
  file_type: 'pdf' | 'image';
  overall_score: number;
  rubric_version: string;
  /** Set by the database (analyses.profile_key); absent on rows made elsewhere, then derived the same way. */
  profile_key?: string;
  analysis_data: D;
}

/** Whose profile: the name case- and space-folded, as supabase/migrations/*_analysis_history.sql computes it. */
export function profileKeyOf(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** One person's analyses at a glance: the history page's filter. */
export interface ProfileGroup {
  profile_key: string;
  name: string;
  count: number;
  latest_at: string;
}

// An analysis with five long ads costs tens of milliseconds to match; it is read far more often than its ads change.
const MATCHES = new Map<string, MatchResult>();

function matchOnce(profileKey: string, profile: Profile, ad: string): MatchResult {
  const key = `${profileKey}\u0000${ad}`;
  let m = MATCHES.get(key);
  if (!m) {
    m = matchProfile(profile, ad);
    if (MATCHES.size >= 64) MATCHES.clear();
    MATCHES.set(key, m);
  }
  return m;
}

export function presentAnalysis(row: AnalysisRowLike, tier: Tier): AnalysisDto {
  const data = row.analysis_data;
  const unlocked = hasProContent(tier);
  const target = targetOf(data);
  // Each ad is matched once: the first ad's own view and the ads together share the results.
  const ads = target ? [target.text, ...(target.more ?? [])].slice(0, MAX_ADS) : [];
  const profileKey = ads.length ? JSON.stringify(data.profile) : '';
  const matches = ads.map((ad) => matchOnce(profileKey, data.profile, ad));
  const sections = Object.fromEntries(
    Object.entries(data.result.sections).map(([id, s]) => [id, { ...s, suggestions: unlocked ? s.suggestions : null }]),
  ) as Record<SectionId, SectionDto>;
  const basics = data.result.basics
    ? { ...data.result.basics, suggestions: unlocked ? data.result.basics.suggestions : null }
    : null;
  return {
    id: row.id,
    created_at: row.created_at,
    file_type: row.file_type,
    overall_score: row.overall_score,
    rubric_version: row.rubric_version,
    profile_key: row.profile_key ?? profileKeyOf(data.profile.basics.name),
    band: resultBand(row.overall_score),
    profile: data.profile,
    sections,
    basics,
    overall_gate: data.result.overall_gate ?? null,
    target,
    match: matches[0] ? presentMatch(matches[0], tier) : null,
    several: matches.length > 1 ? presentSeveral(combineSeveral(matches), tier) : null,
    locked: !unlocked,
    pro: unlocked ? (data.pro ?? null) : null,
  };
}

export function summarizeAnalysis(row: AnalysisRowLike<SummaryData>): AnalysisSummary {
  const data = row.analysis_data;
  const s = data.result.sections;
  return {
    id: row.id,
    created_at: row.created_at,
    file_type: row.file_type,
    overall_score: row.overall_score,
    profile_key: row.profile_key ?? profileKeyOf(data.profile.basics.name),
    name: data.profile.basics.name,
    headline: data.profile.basics.label ?? '',
    section_scores: {
      headline: s.headline.score,
      about: s.about.score,
      experience: s.experience.score,
      skills: s.skills.score,
      education: s.education.score,
    },
  };
}
