import { allSkills, type Ctx, keySkills } from '../context.ts';
import { mentions, plural } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';

export const skillsChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'skills.count': (ctx) => {
    // The PDF export (and a screenshot) print only the pinned top skills: counting them would penalise everyone.
    if (ctx.layout === 'modern' || ctx.layout === 'image') {
      return {
        skip: "LinkedIn's PDF export and screenshots show only your top skills, so the full list cannot be counted.",
      };
    }
    const n = allSkills(ctx).length;
    const evidence = `${plural(n, 'skill')} listed.`;
    if (n > LIMITS.skillsMax) return { fraction: PARTIAL, evidence: `${evidence} LinkedIn keeps ${LIMITS.skillsMax}.` };
    if (n >= LIMITS.skillsGood) return { fraction: 1, evidence };
    if (n >= LIMITS.skillsOk) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'skills.top_skills': (ctx) => {
    if (ctx.layout === 'legacy' && ctx.topSkills.length === 0) {
      return { skip: 'Exports from 2016-17 had no Top Skills block.' };
    }
    const n = ctx.topSkills.length;
    if (n === 0) return { fraction: 0, evidence: 'No top skills are pinned.' };
    const evidence = `${plural(n, 'top skill')} pinned: ${ctx.topSkills.slice(0, 5).join(', ')}.`;
    return { fraction: n >= LIMITS.topSkillsGood ? 1 : PARTIAL, evidence };
  },

  'skills.in_context': (ctx) => {
    const skills = keySkills(ctx);
    // No skills is already a failed count / top-skills check; failing this one too would charge twice.
    if (skills.length === 0) return { skip: 'no skills are listed, so there is nothing to look for.' };
    const { headline, about, experience } = ctx.textNorm;
    const backed = skills.filter((s) => mentions(headline, s) || mentions(about, s) || mentions(experience, s));
    const missing = skills.filter((s) => !backed.includes(s));
    const share = backed.length / skills.length;
    const evidence = `${backed.length} of ${plural(skills.length, 'key skill')} appear in your headline, About or roles${
      missing.length ? `; not found: ${missing.slice(0, 3).join(', ')}` : ''
    }.`;
    const fix = missing.length
      ? `Show where you used ${missing.slice(0, 2).join(' and ')} in a role description.`
      : undefined;
    if (share >= LIMITS.inContextGood) return { fraction: 1, evidence };
    if (share >= 0.2) return { fraction: PARTIAL, evidence, fix };
    return { fraction: 0, evidence, fix };
  },

  'skills.certifications': (ctx) => {
    const n = ctx.profile.certificates.length;
    if (n === 0) return { fraction: 0, evidence: 'No licences or certifications listed.' };
    return {
      fraction: 1,
      evidence: `${plural(n, 'certification')} listed, e.g. "${ctx.profile.certificates[0].name}".`,
    };
  },

  'skills.languages': (ctx) => {
    const langs = ctx.profile.languages.map((l) => l.language);
    if (langs.length === 0) return { fraction: 0, evidence: 'No languages listed.' };
    return { fraction: 1, evidence: `${plural(langs.length, 'language')} listed: ${langs.slice(0, 4).join(', ')}.` };
  },
};
