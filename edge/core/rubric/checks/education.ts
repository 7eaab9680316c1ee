import type { Education } from '../../profile/schema.ts';
import { fieldsOf, findSkill } from '../../skills/index.ts';
import { phraseForm } from '../content/phrases.ts';
import type { Ctx } from '../context.ts';
import { plural } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';

const NO_EDUCATION: Skip = { skip: 'no education is listed (see Education listed).', to: 'education.entries' };
const filled = (s: string | undefined) => (s ?? '').trim() !== '';
const degreeText = (e: Education) => `${e.studyType ?? ''} ${e.area ?? ''}`;

// Degree levels as LinkedIn members write them, in the languages we list. Recruiters filter on the level.
// A professional doctorate (PharmD, MD, JD ...) is the entry degree of its profession, not a research degree:
// ISCED 2011 places it with master's degrees (level 7), so "Doctor of Pharmacy" is not read as a PhD.
const PROFESSIONAL =
  /\b(?:pharm ?d|doctor of pharmacy|md|doctor of medicine|jd|juris doctor|dds|dmd|doctor of dental \w+|dvm|doctor of veterinary medicine|dnp|doctor of nursing practice|dpt|doctor of physical therapy|od|doctor of optometry)\b/g;
const LEVELS: Array<{ level: number; name: string; re: RegExp }> = [
  {
    level: 1,
    name: 'a doctorate',
    re: /\b(?:phd|ph d|dphil|doctor(?:ate)?|doctorat|doktor|dottorato|doutorado|doctorado|edd|dsc|d sc)\b/,
  },
  { level: 0.75, name: 'a professional doctorate', re: PROFESSIONAL },
  {
    level: 0.75,
    name: "a master's degree",
    re: /\b(?:master'?s?|masters|msc|ms|ma|mba|mphil|meng|mfa|llm|m arch|mpa|mph|magister|mestrado|maestria|master|laurea magistrale|diplom|post ?graduate|postgrado|pos graduacao)\b/,
  },
  {
    level: 0.55,
    name: "a bachelor's degree",
    re: /\b(?:bachelor'?s?|bachelors|bsc|bs|ba|bba|beng|btech|bse|b sc|b s|b a|llb|licenciatura|licence|laurea|bacharelado|grado|baccalaureate|undergraduate|honou?rs)\b/,
  },
  {
    level: 0.3,
    name: 'a diploma or certificate',
    re: /\b(?:associate|diploma|certificate|certification|foundation|a level|gce|high school|secondary|bootcamp|immersive|credential|fellowship|course|non degree)\b/,
  },
];

function levelOf(e: Education): { level: number; name: string } | null {
  const t = phraseForm(degreeText(e)).replace(/\b(\w) (\w)\b/g, '$1 $2');
  // The research-doctorate words are read with the professional titles taken out ("Doctor of Medicine").
  const hit = LEVELS.find((l) => (l.level === 1 ? t.replace(PROFESSIONAL, ' ') : t).match(l.re));
  return hit ? { level: hit.level, name: hit.name } : null;
}

const hasDegree = (e: Education) => filled(e.studyType) || levelOf(e) !== null;

/** The entry recruiters read first: the highest qualification, else the first listed. */
function mainEntry(list: Education[]): Education {
  const ranked = list.map((e, i) => ({ e, i, l: levelOf(e)?.level ?? 0 })).sort((a, b) => b.l - a.l || a.i - b.i);
  return ranked[0].e;
}

export const educationChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'education.entries': (ctx) => {
    const list = ctx.profile.education;
    if (list.length === 0) return { fraction: 0, evidence: 'No education entries found.' };
    // "Master of Business Administration" in the school's place: the entry names no school.
    const noSchool = list.filter(
      (e) => !filled(e.institution) || levelOf({ institution: '', studyType: e.institution }) !== null,
    );
    if (noSchool.length === 0)
      return { fraction: 1, evidence: `${plural(list.length, 'school')} listed, e.g. "${list[0].institution}".` };
    return {
      fraction: (list.length - noSchool.length) / list.length,
      evidence: `${noSchool.length} of ${plural(list.length, 'education entry', 'education entries')} name no school (e.g. "${noSchool[0].institution}").`,
    };
  },

  'education.degree': (ctx) => {
    const list = ctx.profile.education;
    if (list.length === 0) return NO_EDUCATION;
    const main = mainEntry(list);
    const n = list.filter(hasDegree).length;
    const evidence = `${n} of ${plural(list.length, 'education entry', 'education entries')} name a degree or qualification.`;
    // Every entry counts: a recruiter reads a missing degree as an unfinished or unclear one.
    return { fraction: hasDegree(main) ? Math.max(n / list.length, PARTIAL) : (n / list.length) * PARTIAL, evidence };
  },

  'education.field': (ctx) => {
    const list = ctx.profile.education;
    if (list.length === 0) return NO_EDUCATION;
    const n = list.filter((e) => filled(e.area)).length;
    const evidence = `${n} of ${plural(list.length, 'education entry', 'education entries')} name a field of study.`;
    return {
      fraction: filled(mainEntry(list).area) ? Math.max(n / list.length, PARTIAL) : (n / list.length) * PARTIAL,
      evidence,
    };
  },

  'education.relevant': (ctx) => {
    const list = ctx.profile.education.filter((e) => filled(degreeText(e)));
    if (ctx.profile.education.length === 0) return NO_EDUCATION;
    if (list.length === 0)
      return { fraction: 0, evidence: 'Your education entries name no field, so their relevance cannot be seen.' };
    const workFields = new Set([...ctx.fields, ...fieldsOf(ctx.recent.map((r) => r.position).join('\n'))]);
    if (workFields.size === 0)
      return { skip: 'your titles do not place you in a field we can compare your studies with.' };
    const match = list.find(
      (e) =>
        fieldsOf(degreeText(e)).some((f) => workFields.has(f)) ||
        (filled(e.area) && findSkill(ctx.selfText, e.area ?? '')?.exact),
    );
    if (match)
      return { fraction: 1, evidence: `"${(match.area || match.studyType) ?? ''}" fits the field you work in.` };
    return {
      fraction: 0,
      evidence: `Your studies (e.g. "${list[0].area || list[0].studyType}") are not in the field of your roles.`,
      fix: 'Add the courses, certificates or training that connect your studies to the work you do now.',
    };
  },

  'education.level': (ctx) => {
    const list = ctx.profile.education;
    if (list.length === 0) return NO_EDUCATION;
    const best = list
      .map((e) => ({ e, l: levelOf(e) }))
      .filter((x) => x.l)
      .sort((a, b) => (b.l?.level ?? 0) - (a.l?.level ?? 0))[0];
    if (!best?.l) {
      const studied = list.find((e) => filled(e.area));
      if (studied)
        return {
          fraction: 0.3,
          evidence: `Your entries name what you studied ("${studied.area}") but not the qualification.`,
        };
      return { fraction: 0, evidence: 'No degree level can be read from your education entries.' };
    }
    return {
      fraction: best.l.level,
      evidence: `Highest qualification listed: ${best.l.name} ("${best.e.studyType || best.e.area}").`,
    };
  },

  'education.depth': (ctx) => {
    const list = ctx.profile.education;
    if (list.length === 0) return NO_EDUCATION;
    // The same school and qualification listed twice is one entry.
    const distinct = new Set(list.map((e) => `${phraseForm(e.institution)}|${e.startDate ?? ''}|${e.endDate ?? ''}`))
      .size;
    const honours = list.find((e) => /\bhono(?:u)?rs?\b|cum laude|distinction|summa|magna/i.test(degreeText(e)));
    if (distinct >= 2 || honours)
      return {
        fraction: 1,
        evidence: honours
          ? `Your education shows honours ("${degreeText(honours).trim()}").`
          : `${plural(distinct, 'entry', 'entries')} show more than one qualification, course or programme.`,
      };
    const complete = hasDegree(list[0]) && filled(list[0].area);
    return {
      fraction: complete ? PARTIAL : 0,
      evidence: complete
        ? 'One education entry: courses, honours, exchanges or certificates would show more.'
        : 'One education entry, and it does not name both degree and field.',
    };
  },

  'education.dates': (ctx) => {
    const list = ctx.profile.education;
    if (list.length === 0) return NO_EDUCATION;
    const n = list.filter((e) => filled(e.startDate) || filled(e.endDate)).length;
    const evidence = `${n} of ${plural(list.length, 'education entry', 'education entries')} have dates.`;
    if (n === list.length) return { fraction: 1, evidence };
    if (ctx.monthsOfWork >= LIMITS.datesOptionalMonthsOfWork)
      // Optional, not irrelevant: recruiters still read dates to place studies in a career, so a missing date
      // costs half of what it costs someone early in their career.
      return {
        fraction: PARTIAL + (1 - PARTIAL) * (n / list.length),
        evidence: `${evidence} With ${Math.floor(ctx.monthsOfWork / 12)} years of work they are optional and count for less.`,
      };
    return { fraction: n > 0 ? PARTIAL : 0, evidence };
  },
};
