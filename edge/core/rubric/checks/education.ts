import type { Education } from '../../profile/schema.ts';
import type { Ctx } from '../context.ts';
import { plural } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { PARTIAL } from '../weights.ts';

const NO_EDUCATION: Finding = { fraction: 0, evidence: 'No education entries found.' };

/** All entries have it: passed; some: partial; none: failed. */
function share(entries: Education[], has: (e: Education) => boolean, what: string): Finding {
  if (entries.length === 0) return NO_EDUCATION;
  const n = entries.filter(has).length;
  const evidence = `${n} of ${plural(entries.length, 'education entry', 'education entries')} ${what}.`;
  if (n === entries.length) return { fraction: 1, evidence };
  return { fraction: n > 0 ? PARTIAL : 0, evidence };
}

const filled = (s: string | undefined) => (s ?? '').trim() !== '';

export const educationChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'education.entries': (ctx) => {
    const list = ctx.profile.education;
    if (list.length === 0) return NO_EDUCATION;
    return { fraction: 1, evidence: `${plural(list.length, 'school')} listed, e.g. "${list[0].institution}".` };
  },
  'education.degree': (ctx) => share(ctx.profile.education, (e) => filled(e.studyType), 'name a degree'),
  'education.field': (ctx) => share(ctx.profile.education, (e) => filled(e.area), 'name a field of study'),
  'education.dates': (ctx) =>
    share(ctx.profile.education, (e) => filled(e.startDate) || filled(e.endDate), 'have dates'),
};
