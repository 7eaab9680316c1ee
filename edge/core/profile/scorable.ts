import type { Profile } from './schema.ts';

// A profile that can be scored: a read that found no name, or neither a role nor an About, is OCR of something that
// was not a profile (or a screenshot of the wrong part of one); scoring it would charge a scan for a meaningless
// number. The review step and POST /api/analyze both ask this same question.

export type Missing = 'name' | 'roleOrAbout';

export function missingForScore(p: Pick<Profile, 'basics' | 'work'>): Missing[] {
  const missing: Missing[] = [];
  if (!p.basics.name.trim()) missing.push('name');
  const hasRole = p.work.some((w) => w.position.trim() || w.name.trim());
  if (!hasRole && !p.basics.summary?.trim()) missing.push('roleOrAbout');
  return missing;
}

export const MISSING_TEXT: Record<Missing, string> = {
  name: 'your name',
  roleOrAbout: 'at least one role or your About section',
};

/** "This profile can't be scored yet: it has no name and no role or About." */
export function unscorableMessage(missing: Missing[]): string {
  return `This profile can't be scored yet: add ${missing.map((m) => MISSING_TEXT[m]).join(' and ')}, or upload your LinkedIn PDF export instead. No scan was used.`;
}
