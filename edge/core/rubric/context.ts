// Everything the checks read, derived once from the Profile. Pure and deterministic.
import type { Profile, Work } from '../profile/schema.ts';
import { monthIndex } from './dates.ts';
import { clean, norm } from './text.ts';
import { LIMITS } from './weights.ts';

export interface Ctx {
  profile: Profile;
  english: boolean;
  layout: Profile['meta']['layout'];
  headline: string;
  about: string;
  /** Roles, most recent first (current roles first, then by start date descending; ties keep input order). */
  roles: Work[];
  recent: Work[];
  current: Work[];
  skillNames: string[];
  topSkills: string[];
  /** Normalised text of the headline, About and all role titles/descriptions (for "named elsewhere" checks). */
  textNorm: { headline: string; about: string; experience: string };
  /** Latest month seen in the profile, or options.asOf. */
  asOf: number | null;
}

function sortRoles(work: Work[]): Work[] {
  const keyed = work.map((w, i) => ({ w, i, current: !w.endDate, start: monthIndex(w.startDate) ?? -1 }));
  keyed.sort((a, b) => Number(b.current) - Number(a.current) || b.start - a.start || a.i - b.i);
  return keyed.map((k) => k.w);
}

function latestMonth(p: Profile): number | null {
  const all = [
    ...p.work.flatMap((w) => [monthIndex(w.startDate), monthIndex(w.endDate, 'end')]),
    ...p.education.flatMap((e) => [monthIndex(e.startDate), monthIndex(e.endDate, 'end')]),
    ...p.certificates.map((c) => monthIndex(c.date)),
  ].filter((x): x is number => x !== null);
  return all.length ? Math.max(...all) : null;
}

function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names.map(clean)) {
    const k = norm(n);
    if (n && !seen.has(k)) {
      seen.add(k);
      out.push(n);
    }
  }
  return out;
}

export function buildContext(profile: Profile, asOf?: string): Ctx {
  const roles = sortRoles(profile.work);
  const about = profile.basics.summary ?? '';
  const headline = clean(profile.basics.label);
  const experienceText = roles.map((r) => `${r.position} . ${r.summary ?? ''}`).join(' . ');
  return {
    profile,
    english: (profile.meta.language || 'en').toLowerCase().startsWith('en'),
    layout: profile.meta.layout,
    headline,
    about,
    roles,
    recent: roles.slice(0, LIMITS.recentRoles),
    current: roles.filter((r) => !r.endDate),
    skillNames: uniqueNames(profile.skills.map((s) => s.name)),
    topSkills: uniqueNames(profile.topSkills),
    textNorm: { headline: norm(headline), about: norm(about), experience: norm(experienceText) },
    asOf: monthIndex(asOf, 'end') ?? latestMonth(profile),
  };
}

/** Skills to look for elsewhere in the profile: the pinned top skills, else the first ten listed. */
export function keySkills(ctx: Ctx): string[] {
  const top = ctx.topSkills.length ? ctx.topSkills : ctx.skillNames;
  return top.slice(0, LIMITS.inContextSkills);
}

/** Top skills and listed skills together (for keyword checks). */
export function allSkills(ctx: Ctx): string[] {
  return uniqueNames([...ctx.topSkills, ...ctx.skillNames]);
}
