// What a rewrite is worth: the profile scored again with the rewrite in place. Pure rubric, so the browser and
// the server compute the same gain, and a rewrite that does not raise its section's score is never offered.
import type { Profile } from '../profile/schema.ts';
import { scorePart } from '../rubric/score.ts';
import type { ScoreOptions, SectionId } from '../rubric/types.ts';
import type { AdviceInputs } from './suggestions.ts';

export type RewriteTarget =
  | { field: 'headline' }
  | { field: 'about' }
  | { field: 'description'; company: string; title: string };

export const TARGET_SECTION: Record<RewriteTarget['field'], SectionId> = {
  headline: 'headline',
  about: 'about',
  description: 'experience',
};

/** The role a description rewrite is for: same company and title, first match in the profile's own order. */
export function roleIndex(profile: Profile, company: string, title: string): number {
  const key = (s: string | undefined) => (s ?? '').trim().toLowerCase();
  return profile.work.findIndex((w) => key(w.name) === key(company) && key(w.position) === key(title));
}

/** A copy of the profile with one rewrite pasted in, as the person would paste it. */
export function applyRewrite(profile: Profile, target: RewriteTarget, text: string): Profile {
  if (target.field === 'headline') return { ...profile, basics: { ...profile.basics, label: text } };
  if (target.field === 'about') return { ...profile, basics: { ...profile.basics, summary: text } };
  const i = roleIndex(profile, target.company, target.title);
  if (i < 0) return profile;
  return { ...profile, work: profile.work.map((w, j) => (j === i ? { ...w, summary: text } : w)) };
}

/** A rewrite as it would read once pasted unanswered: questions and placeholders in brackets earn nothing. */
export function withoutPlaceholders(text: string): string {
  return text
    .replace(/\[[^\]]*\]/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l && !/^[•|·\s]*$/.test(l))
    .join('\n')
    .replace(/(?:\s*\|\s*)+$/, '');
}

/** Points the rewrite's section gains (negative when it loses), against the analysis the person already has. */
export function rewriteGain(
  profile: Profile,
  analysis: { sections: Record<SectionId, { score: number }> },
  target: RewriteTarget,
  text: string,
  options: ScoreOptions = {},
  section: SectionId = TARGET_SECTION[target.field],
): number {
  const after = scorePart(applyRewrite(profile, target, withoutPlaceholders(text)), section, options);
  return after.score - analysis.sections[section].score;
}

/** An About outline, not a draft: some of its lines are nothing but a question to answer. Help to write, not to paste. */
export function isOutline(text: string): boolean {
  return /^(?:•\s*)?\[[^\]]+\]\s*$/m.test(text);
}

/** Points a concrete edit would add to its section, measured with the rubric. */
export function editGain(a: AdviceInputs, target: RewriteTarget, text: string, section?: SectionId): number {
  return rewriteGain(a.profile, a.analysis, target, text, a.options, section);
}
