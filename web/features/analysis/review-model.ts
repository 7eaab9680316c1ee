// "Here is what we read": the parsed profile as an editable draft, and the draft applied back onto the profile.
// Only what the user can see and fix is in the draft; everything else (links, languages, meta) passes through.

import type { Profile } from '../../../edge/core/profile/schema.ts';
import { type Missing, missingForScore } from '../../../edge/core/profile/scorable.ts';

export interface RoleDraft {
  company: string;
  title: string;
  dates: string;
  description: string;
  /** Index in profile.work, so edits land on the right entry (dates and location stay as parsed). */
  source: number;
}

export interface EducationDraft {
  school: string;
  degree: string;
  dates: string;
  source: number;
}

export interface ReviewDraft {
  name: string;
  headline: string;
  about: string;
  roles: RoleDraft[];
  education: EducationDraft[];
  skills: string[];
  targetRole: string;
}

/** Below this share of the document's text placed in fields, we ask the user to check the review closely. */
export const LOW_COVERAGE = 0.8;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatMonth(date: string | undefined): string {
  if (!date) return '';
  const [y, m] = date.split('-');
  return m ? `${MONTHS[Number(m) - 1] ?? m} ${y}` : y;
}

export function formatRange(start?: string, end?: string): string {
  if (!start && !end) return '';
  return `${formatMonth(start) || '?'} – ${end ? formatMonth(end) : 'Present'}`;
}

export function toDraft(profile: Profile): ReviewDraft {
  return {
    name: profile.basics.name,
    headline: profile.basics.label ?? '',
    about: profile.basics.summary ?? '',
    roles: profile.work.map((w, source) => ({
      company: w.name,
      title: w.position,
      dates: formatRange(w.startDate, w.endDate),
      description: w.summary ?? '',
      source,
    })),
    education: profile.education.map((e, source) => ({
      school: e.institution,
      degree: [e.studyType, e.area].filter(Boolean).join(', '),
      dates: formatRange(e.startDate, e.endDate),
      source,
    })),
    skills: profile.skills.map((s) => s.name),
    targetRole: '',
  };
}

const opt = (s: string) => (s.trim() ? s.trim() : undefined);

export function applyDraft(profile: Profile, draft: ReviewDraft): Profile {
  const skills = dedupe(draft.skills);
  const kept = new Set(skills.map((s) => s.toLowerCase()));
  return {
    ...profile,
    basics: { ...profile.basics, name: draft.name.trim(), label: opt(draft.headline), summary: opt(draft.about) },
    work: draft.roles
      .filter((r) => r.company.trim() || r.title.trim())
      .map((r) => ({
        ...profile.work[r.source],
        name: r.company.trim(),
        position: r.title.trim(),
        summary: opt(r.description),
      })),
    education: draft.education
      .filter((e) => e.school.trim())
      .map((e) => {
        const original = profile.education[e.source];
        const unchanged = e.degree === [original?.studyType, original?.area].filter(Boolean).join(', ');
        // A rewritten degree line is kept whole as the degree: we cannot know how to split it back.
        return unchanged
          ? { ...original, institution: e.school.trim() }
          : { ...original, institution: e.school.trim(), studyType: opt(e.degree), area: undefined };
      }),
    skills: skills.map((name) => ({ name })),
    // Top skills the user removed are gone from the profile too.
    topSkills: profile.topSkills.filter((s) => kept.has(s.toLowerCase())),
  };
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const s = raw.trim();
    if (!s || seen.has(s.toLowerCase())) continue;
    seen.add(s.toLowerCase());
    out.push(s);
  }
  return out;
}

/** Splits what the user typed into the skills box: commas, semicolons or new lines. */
export function splitSkills(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export type DraftErrors = Partial<Record<'name' | 'headline' | 'about' | 'targetRole', string>>;

// Hard limits are the profile schema's (the server would refuse more); LinkedIn's own limits are shown as counters.
export const LIMITS = { name: 200, headline: 500, about: 10000, description: 10000, targetRole: 20_000 } as const;
export const LINKEDIN_LIMITS = { headline: 220, about: 2600 } as const;

export function validateDraft(d: ReviewDraft): DraftErrors {
  const errors: DraftErrors = {};
  const tooLong = (max: number) => `Use at most ${max.toLocaleString('en-US')} characters`;
  if (!d.name.trim()) errors.name = 'Your name is required';
  else if (d.name.length > LIMITS.name) errors.name = tooLong(LIMITS.name);
  if (d.headline.length > LIMITS.headline) errors.headline = tooLong(LIMITS.headline);
  if (d.about.length > LIMITS.about) errors.about = tooLong(LIMITS.about);
  else if (!d.about.trim() && !d.roles.some((r) => r.title.trim() || r.company.trim()))
    errors.about = NEED_ROLE_OR_ABOUT;
  if (d.targetRole.length > LIMITS.targetRole) errors.targetRole = tooLong(LIMITS.targetRole);
  return errors;
}

/** What a profile needs to be scored at all (the server refuses it otherwise, and charges nothing). */
export const NEED_ROLE_OR_ABOUT =
  'Add your About, or keep at least one role: a profile without either cannot be scored';

/** What the read is missing for a score: the review says so before the user tries. */
export const readGaps = (profile: Profile): Missing[] => missingForScore(profile);

/** Shown beside a field read from words the OCR was unsure of. */
export const UNSURE_HINT = 'Check this: it was hard to read in the screenshot.';

/** Paths of fields read from unsure words ("basics.name", "work.2.position"). */
export const unsureFields = (profile: Profile): Set<string> => new Set(profile.meta.uncertain ?? []);

export interface ReadWarning {
  lowCoverage: boolean;
  coveragePercent: number;
  messages: string[];
}

export function readWarning(profile: Profile): ReadWarning | null {
  const { coverage, warnings } = profile.meta;
  const lowCoverage = coverage < LOW_COVERAGE;
  if (!lowCoverage && warnings.length === 0) return null;
  return { lowCoverage, coveragePercent: Math.round(coverage * 100), messages: warnings };
}
