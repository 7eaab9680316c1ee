import type { Profile } from '../../../edge/core/profile/schema.ts';

// The measures of screenshot reading: the name and the headline read exactly (after normalising), roles found
// (company and title both right) as recall and precision, schools found as recall; location as a side figure.

/** NFKC, accents off, lower case, every run of punctuation or space as one space. */
export const norm = (s: string | undefined): string =>
  (s ?? '')
    .normalize('NFKC')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface Truth {
  name: string;
  headline: string;
  location: string;
  roles: { title: string; company: string }[];
  schools: string[];
}

export interface CaseScore {
  name: boolean;
  headline: boolean;
  location: boolean;
  roles: { hit: number; predicted: number; truth: number };
  schools: { hit: number; truth: number };
  /** Field names that were wrong: never their values, which may be a real person's. */
  misses: string[];
}

export function truthFromProfile(p: Profile): Truth {
  return {
    name: p.basics.name,
    headline: p.basics.label ?? '',
    location: [p.basics.location?.city, p.basics.location?.region, p.basics.location?.countryCode]
      .filter(Boolean)
      .join(', '),
    roles: p.work.map((w) => ({ title: w.position, company: w.name })),
    schools: p.education.map((e) => e.institution),
  };
}

/** Matches each predicted key to at most one truth key. */
function hits(predicted: string[], truth: string[]): number {
  const left = [...truth];
  let n = 0;
  for (const p of predicted) {
    const k = left.indexOf(p);
    if (k >= 0) {
      n++;
      left.splice(k, 1);
    }
  }
  return n;
}

export function scoreCase(read: Profile | null, truth: Truth): CaseScore {
  const got = read ? truthFromProfile(read) : { name: '', headline: '', location: '', roles: [], schools: [] };
  const roleKey = (r: { title: string; company: string }) => `${norm(r.title)}|${norm(r.company)}`;
  const score: CaseScore = {
    name: norm(got.name) === norm(truth.name),
    headline: norm(got.headline) === norm(truth.headline),
    location: norm(got.location) === norm(truth.location),
    roles: {
      hit: hits(got.roles.map(roleKey), truth.roles.map(roleKey)),
      predicted: got.roles.length,
      truth: truth.roles.length,
    },
    schools: { hit: hits(got.schools.map(norm), truth.schools.map(norm)), truth: truth.schools.length },
    misses: [],
  };
  for (const f of ['name', 'headline', 'location'] as const) if (!score[f]) score.misses.push(f);
  if (score.roles.hit < score.roles.truth) score.misses.push(`roles ${score.roles.hit}/${score.roles.truth}`);
  if (score.roles.predicted > score.roles.hit)
    score.misses.push(`extra roles ${score.roles.predicted - score.roles.hit}`);
  if (score.schools.hit < score.schools.truth) score.misses.push(`schools ${score.schools.hit}/${score.schools.truth}`);
  return score;
}

export interface Summary {
  cases: number;
  name: number;
  headline: number;
  location: number;
  rolesRecall: number;
  rolesPrecision: number;
  schoolsRecall: number;
}

const ratio = (a: number, b: number) => (b ? a / b : 1);

export function summarize(scores: CaseScore[]): Summary {
  const sum = (f: (s: CaseScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  return {
    cases: scores.length,
    name: ratio(
      sum((s) => +s.name),
      scores.length,
    ),
    headline: ratio(
      sum((s) => +s.headline),
      scores.length,
    ),
    location: ratio(
      sum((s) => +s.location),
      scores.length,
    ),
    rolesRecall: ratio(
      sum((s) => s.roles.hit),
      sum((s) => s.roles.truth),
    ),
    rolesPrecision: ratio(
      sum((s) => s.roles.hit),
      sum((s) => s.roles.predicted),
    ),
    schoolsRecall: ratio(
      sum((s) => s.schools.hit),
      sum((s) => s.schools.truth),
    ),
  };
}

/** The acceptance goals for screenshot reading. */
export const GOALS = { name: 0.95, headline: 0.9, rolesRecall: 0.9, rolesPrecision: 0.95, schoolsRecall: 0.85 };

export function formatTable(rows: [string, Summary][]): string {
  const pct = (v: number) => `${(v * 100).toFixed(0)}%`.padStart(5);
  const head = `${'source'.padEnd(30)} cases  name  headl   loc  roleR roleP schlR`;
  const lines = rows.map(
    ([label, s]) =>
      `${label.padEnd(30)} ${String(s.cases).padStart(5)} ${pct(s.name)} ${pct(s.headline)} ${pct(s.location)} ${pct(s.rolesRecall)} ${pct(s.rolesPrecision)} ${pct(s.schoolsRecall)}`,
  );
  const goal = `${'goal'.padEnd(30)} ${''.padStart(5)} ${pct(GOALS.name)} ${pct(GOALS.headline)} ${''.padStart(5)} ${pct(GOALS.rolesRecall)} ${pct(GOALS.rolesPrecision)} ${pct(GOALS.schoolsRecall)}`;
  return [head, ...lines, goal].join('\n');
}
