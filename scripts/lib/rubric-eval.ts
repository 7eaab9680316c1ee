// The rubric against blind expert ratings (../shared/ratings) and the gaming profiles (../shared/gaming): the
// numbers `npm run eval:rubric` prints and the calibration test holds a floor on. Reads everything at run time;
// returns only scores, codes and file names, never profile text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProfileSchema } from '../../edge/core/profile/schema.ts';
import { rankedSuggestions } from '../../edge/core/rubric/priorities.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';
import type { Analysis } from '../../edge/core/rubric/types.ts';
import { RUBRIC_VERSION } from '../../edge/core/rubric/weights.ts';
import { meanAbsDiff, spearman } from './rank-stats.ts';

export const KEYS = ['overall', 'headline', 'about', 'experience', 'skills', 'education'] as const;
export type Key = (typeof KEYS)[number];

/**
 * Which raters' `top_fix` codes (../shared/ratings/GUIDE.md) a suggestion addresses, by the check it comes from.
 * A check addresses a code only when acting on its advice fixes that problem: "add numbers to your roles" fixes
 * exp_no_numbers, not exp_no_descriptions. Checks absent here (contact details, gaps, languages ...) address none.
 */
export const ADDRESSES: Record<string, readonly string[]> = {
  'headline.length': ['headline_beyond_title'],
  'headline.role': ['headline_keywords'],
  'headline.current': ['headline_stale'],
  'headline.beyond_title': ['headline_beyond_title', 'headline_keywords'],
  'headline.keywords': ['headline_keywords'],
  'headline.value': ['headline_beyond_title'],
  'headline.clean': ['buzzwords_cliches'],
  'about.length': ['about_missing', 'about_thin'],
  'about.hook': ['about_generic'],
  'about.results': ['about_no_results'],
  'about.keywords': ['about_generic'],
  'about.original': ['about_generic', 'buzzwords_cliches'],
  'experience.current_role': ['exp_current_role_missing', 'other:current role undescribed'],
  'experience.descriptions': ['exp_no_descriptions'],
  'experience.results': ['exp_no_numbers', 'exp_duties_not_results'],
  'experience.action_verbs': ['exp_duties_not_results'],
  'experience.duties': ['exp_duties_not_results'],
  'experience.original': ['buzzwords_cliches'],
  'skills.relevant': ['skills_irrelevant', 'skills_missing'],
  'skills.backed': ['skills_not_backed'],
  'skills.count': ['skills_missing'],
  'education.entries': ['education_incomplete'],
  'education.degree': ['education_incomplete'],
  'education.field': ['education_incomplete'],
  'education.dates': ['education_incomplete'],
};

type Scores = Record<Key, number>;
interface Rating extends Scores {
  top_fix: string;
  raters: number;
}

export interface FileRow {
  file: string;
  ours: Scores;
  raters: Scores;
  top_fix: string;
  /** The check behind our first piece of advice (largest gain to the overall score), or null when none. */
  first: string | null;
  addressed: boolean;
}

export interface GamingRow {
  file: string;
  group: 'dev' | 'strong';
  overall: number;
  ok: boolean;
}

export interface RubricEval {
  version: string;
  files: FileRow[];
  agreement: Record<Key, { spearman: number; mad: number }>;
  topFix: { addressed: number; total: number };
  gaming: GamingRow[];
  /** Overall scores of the exports that are one person in several interface languages. */
  samePerson: Array<{ file: string; overall: number }>;
}

export const GAMING_AS_OF = '2026-11';
const SAME_PERSON = /FelixOtelea/;

function ours(a: Analysis): Scores {
  const s = a.sections;
  return {
    overall: a.overall_score,
    headline: s.headline.score,
    about: s.about.score,
    experience: s.experience.score,
    skills: s.skills.score,
    education: s.education.score,
  };
}

export async function evaluateRubric(shared: string): Promise<RubricEval> {
  const { parseFile } = await import('../../edge/adapters/node/parse-file.ts');
  const ratings = JSON.parse(readFileSync(join(shared, 'ratings/ratings.json'), 'utf8')) as Record<string, Rating>;
  const pdfDir = join(shared, 'fixtures/linkedin-pdf');
  const files: FileRow[] = [];
  for (const file of Object.keys(ratings)
    .filter((f) => f.endsWith('.pdf') && existsSync(join(pdfDir, f)))
    .sort()) {
    const r = ratings[file];
    const a = scoreProfile(await parseFile(join(pdfDir, file)));
    const first = rankedSuggestions(a.sections)[0]?.check_id ?? null;
    files.push({
      file,
      ours: ours(a),
      raters: Object.fromEntries(KEYS.map((k) => [k, r[k]])) as Scores,
      top_fix: r.top_fix,
      first,
      addressed: first !== null && (ADDRESSES[first] ?? []).includes(r.top_fix),
    });
  }
  const agreement = Object.fromEntries(
    KEYS.map((k) => {
      const a = files.map((f) => f.ours[k]);
      const b = files.map((f) => f.raters[k]);
      return [k, { spearman: spearman(a, b), mad: meanAbsDiff(a, b) }];
    }),
  ) as RubricEval['agreement'];
  const gaming: GamingRow[] = [];
  for (const group of ['dev', 'strong'] as const) {
    const dir = join(shared, 'gaming', group);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const profile = ProfileSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      const overall = scoreProfile(profile, { asOf: GAMING_AS_OF }).overall_score;
      gaming.push({ file, group, overall, ok: group === 'dev' ? overall < 45 : overall >= 80 });
    }
  }
  return {
    version: RUBRIC_VERSION,
    files,
    agreement,
    topFix: { addressed: files.filter((f) => f.addressed).length, total: files.length },
    gaming,
    samePerson: files.filter((f) => SAME_PERSON.test(f.file)).map((f) => ({ file: f.file, overall: f.ours.overall })),
  };
}
