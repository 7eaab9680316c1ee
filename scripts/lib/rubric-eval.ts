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
  /** Folder under fixtures/ the export comes from. */
  set: string;
  /** Cross-validation fold (0..FOLDS-1), fixed by a hash of the file name. */
  fold: number;
  ours: Scores;
  raters: Scores;
  top_fix: string;
  /** The check behind our first piece of advice (largest gain to the overall score), or null when none. */
  first: string | null;
  addressed: boolean;
  /** Parts whose score a gate holds down (section ids, and 'overall' for the overall cap), with the cap. */
  caps: Array<{ part: Key; cap: number; reason: string }>;
}

/** A cap that holds a part 10 or more points below the raters' mean: a gate firing where content is not empty. */
export interface FalseAlarm {
  file: string;
  part: Key;
  cap: number;
  raters: number;
  reason: string;
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
  /** The same figures on each of the FOLDS folds (the rubric has no numbers fitted per fold: see docs/rubric.md). */
  folds: Array<{ files: number; agreement: Record<Key, { spearman: number; mad: number }>; topFix: number }>;
  topFix: { addressed: number; total: number };
  gates: { capped: number; held: number; precision: number; falseAlarms: FalseAlarm[]; strongAt40: string[] };
  gaming: GamingRow[];
  /** Overall scores of the exports that are one person in several interface languages. */
  samePerson: Array<{ file: string; overall: number }>;
}

export const GAMING_AS_OF = '2026-11';
const SAME_PERSON = /FelixOtelea/;
/** The calibration sets: fixtures folder and its ratings file. */
export const SETS = [
  { dir: 'linkedin-pdf', ratings: 'ratings.json' },
  { dir: 'linkedin-pdf-2026', ratings: 'ratings-2026.json' },
] as const;
export const FOLDS = 5;
/** Points below the raters' mean at which a cap counts as a false alarm. */
export const FALSE_ALARM_POINTS = 10;

/** Fold of a file: FNV-1a of its name, so the assignment never depends on order or on the scores. */
export function foldOf(file: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 0x01000193) >>> 0;
  return h % FOLDS;
}

function agreementOf(files: FileRow[]): Record<Key, { spearman: number; mad: number }> {
  return Object.fromEntries(
    KEYS.map((k) => {
      const a = files.map((f) => f.ours[k]);
      const b = files.map((f) => f.raters[k]);
      return [k, { spearman: spearman(a, b), mad: meanAbsDiff(a, b) }];
    }),
  ) as Record<Key, { spearman: number; mad: number }>;
}

function capsOf(a: Analysis): FileRow['caps'] {
  const caps: FileRow['caps'] = [];
  for (const [id, s] of Object.entries(a.sections))
    if (s.gate) caps.push({ part: id as Key, cap: s.gate.cap, reason: s.gate.reason });
  if (a.overall_gate) caps.push({ part: 'overall', cap: a.overall_gate.cap, reason: a.overall_gate.reason });
  return caps;
}

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
  const files: FileRow[] = [];
  for (const set of SETS) {
    const ratingsFile = join(shared, 'ratings', set.ratings);
    if (!existsSync(ratingsFile)) continue;
    const ratings = JSON.parse(readFileSync(ratingsFile, 'utf8')) as Record<string, Rating>;
    const pdfDir = join(shared, 'fixtures', set.dir);
    for (const file of Object.keys(ratings)
      .filter((f) => f.endsWith('.pdf') && existsSync(join(pdfDir, f)))
      .sort()) {
      const r = ratings[file];
      const a = scoreProfile(await parseFile(join(pdfDir, file)));
      const first = rankedSuggestions(a.sections)[0]?.check_id ?? null;
      files.push({
        file,
        set: set.dir,
        fold: foldOf(file),
        ours: ours(a),
        raters: Object.fromEntries(KEYS.map((k) => [k, r[k]])) as Scores,
        top_fix: r.top_fix,
        first,
        addressed: first !== null && (ADDRESSES[first] ?? []).includes(r.top_fix),
        caps: capsOf(a),
      });
    }
  }
  const agreement = agreementOf(files);
  const folds = Array.from({ length: FOLDS }, (_, i) => {
    const inFold = files.filter((f) => f.fold === i);
    return {
      files: inFold.length,
      agreement: agreementOf(inFold),
      topFix: inFold.filter((f) => f.addressed).length / Math.max(1, inFold.length),
    };
  });
  const capped = files.flatMap((f) => f.caps.map((c) => ({ ...c, file: f.file, raters: f.raters[c.part] })));
  const falseAlarms = capped.filter((c) => c.raters - c.cap >= FALSE_ALARM_POINTS);
  const gates = {
    capped: capped.length,
    held: capped.length - falseAlarms.length,
    precision: capped.length ? (capped.length - falseAlarms.length) / capped.length : 1,
    falseAlarms,
    strongAt40: files
      .filter((f) => f.raters.overall >= 55 && f.ours.overall <= 40 && f.caps.some((c) => c.part === 'overall'))
      .map((f) => f.file),
  };
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
    folds,
    gates,
    topFix: { addressed: files.filter((f) => f.addressed).length, total: files.length },
    gaming,
    samePerson: files.filter((f) => SAME_PERSON.test(f.file)).map((f) => ({ file: f.file, overall: f.ours.overall })),
  };
}
