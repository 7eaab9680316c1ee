// The profile's text by area, each prepared once for many look-ups.
import type { Profile } from '../profile/schema.ts';
import { type PreparedText, prepare } from '../skills/index.ts';
import { splitLists } from './ad-lists.ts';
import type { MatchArea } from './types.ts';

export const AREAS: readonly MatchArea[] = ['headline', 'about', 'experience', 'skills', 'certifications', 'education'];

export type ProfileAreas = Record<MatchArea, PreparedText>;

// "JavaScript/TypeScript" in a profile names two skills too.
const join = (xs: Array<string | undefined>) => splitLists(xs.filter(Boolean).join(' .\n'));

export function profileAreas(profile: Profile): ProfileAreas {
  return {
    headline: prepare(splitLists(profile.basics.label ?? '')),
    about: prepare(splitLists(profile.basics.summary ?? '')),
    experience: prepare(join(profile.work.flatMap((w) => [w.position, w.summary]))),
    skills: prepare(join([...profile.skills.map((s) => s.name), ...profile.topSkills])),
    certifications: prepare(join(profile.certificates.map((c) => c.name))),
    education: prepare(join(profile.education.flatMap((e) => [e.studyType, e.area, e.institution]))),
  };
}

/** Current titles: roles without an end date, else the latest one. */
export function currentTitles(profile: Profile): string {
  const open = profile.work.filter((w) => !w.endDate).map((w) => w.position);
  return (open.length ? open : profile.work.slice(0, 1).map((w) => w.position)).join(' / ');
}
