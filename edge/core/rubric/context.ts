// Everything the checks read, derived once from the Profile. Pure and deterministic.
import type { Profile, Work } from '../profile/schema.ts';
import { fieldsOf } from '../skills/index.ts';
import { analyseProfile, type ProfileContent } from './content/profile-text.ts';
import { monthIndex } from './dates.ts';
import { clean, norm } from './text.ts';
import type { ScoreOptions } from './types.ts';
import { LIMITS } from './weights.ts';

export interface Ctx {
  profile: Profile;
  layout: Profile['meta']['layout'];
  headline: string;
  about: string;
  /** Roles, most recent first (current roles first, then by start date descending; ties keep input order). */
  roles: Work[];
  recent: Work[];
  current: Work[];
  skillNames: string[];
  topSkills: string[];
  /** Latest month seen in the profile, or options.asOf. */
  asOf: number | null;
  /** What each text says once padding, placeholders, clichés and pasted text are set aside; languages. */
  content: ProfileContent;
  /** The person's own words about what they do now: headline, current titles, target role, About. */
  selfText: string;
  /** Fields of work those words place the person in (skills/fields.ts). */
  fields: string[];
  /** Months from the first dated role to asOf. */
  monthsOfWork: number;
  /** An education entry runs to asOf or later. */
  studying: boolean;
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

/**
 * The person's fields, read as a recruiter reads a career: from the headline and the titles of the recent roles,
 * and from About and the recent descriptions where two of a field's words appear.
 */
function personFields(
  headline: string,
  titles: string[],
  content: ProfileContent,
  recent: Work[],
  roles: Work[],
): string[] {
  const text = [...content.about.own, ...recent.flatMap((r) => content.roles[roles.indexOf(r)].own)];
  return [...new Set([...fieldsOf([headline, ...titles].join('\n')), ...fieldsOf(text.join('\n'), 2)])];
}

export function buildContext(profile: Profile, options: ScoreOptions = {}): Ctx {
  const roles = sortRoles(profile.work);
  const about = profile.basics.summary ?? '';
  const headline = clean(profile.basics.label);
  const asOf = monthIndex(options.asOf, 'end') ?? latestMonth(profile);
  const current = roles.filter((r) => !r.endDate);
  const content = analyseProfile(headline, about, roles);
  const titles = (current.length ? current : roles.slice(0, 1)).map((r) => r.position);
  const selfText = [headline, ...titles, content.about.own.join(' ')].filter(Boolean).join('\n');
  const starts = roles.map((r) => monthIndex(r.startDate)).filter((x): x is number => x !== null);
  const studying = profile.education.some((e) => {
    const end = monthIndex(e.endDate, 'end');
    return asOf !== null && end !== null && end >= asOf;
  });
  return {
    profile,
    layout: profile.meta.layout,
    headline,
    about,
    roles,
    recent: roles.slice(0, LIMITS.recentRoles),
    current,
    skillNames: uniqueNames(profile.skills.map((s) => s.name)),
    topSkills: uniqueNames(profile.topSkills),
    asOf,
    content,
    selfText,
    fields: personFields(
      headline,
      [...titles, ...roles.slice(0, LIMITS.recentRoles).map((r) => r.position)],
      content,
      roles.slice(0, LIMITS.recentRoles),
      roles,
    ),
    monthsOfWork: starts.length && asOf !== null ? Math.max(0, asOf - Math.min(...starts)) : 0,
    studying,
  };
}

/** Skills to judge: the pinned top skills, else the first ten listed. */
export function keySkills(ctx: Ctx): string[] {
  const top = ctx.topSkills.length ? ctx.topSkills : ctx.skillNames;
  return top.slice(0, LIMITS.inContextSkills);
}

/** Top skills and listed skills together (for keyword checks). */
export function allSkills(ctx: Ctx): string[] {
  return uniqueNames([...ctx.topSkills, ...ctx.skillNames]);
}

/** The report on a role's description (roles and content.roles share their order). */
export function roleReport(ctx: Ctx, role: Work) {
  return ctx.content.roles[ctx.roles.indexOf(role)];
}
