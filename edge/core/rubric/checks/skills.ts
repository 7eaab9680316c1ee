import { TOOLS } from '../../advice/vocab.ts';
import { ALIAS_GROUPS, fieldsOf, findSkill, skillRelevance, termsIn } from '../../skills/index.ts';
import { allSkills, type Ctx, keySkills } from '../context.ts';
import { plural } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';

/** The person's written content where skills can be shown in use: About and role descriptions, kept sentences only. */
const usedText = (ctx: Ctx) => [...ctx.content.about.own, ...ctx.content.roles.flatMap((r) => r.own)].join('\n');

/** Named tools and methods in the text (for exports that print no skills section). */
function skillsInText(ctx: Ctx): string[] {
  const text = usedText(ctx);
  const known = [...new Set([...TOOLS, ...ALIAS_GROUPS.map((g) => g[0])])];
  const found = known.filter((t) => findSkill(text, t)?.exact);
  return [...new Set([...found, ...termsIn(text)])];
}

export const skillsChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'skills.relevant': (ctx) => {
    const skills = keySkills(ctx);
    if (skills.length === 0) {
      const named = skillsInText(ctx);
      const evidence = `No skills are listed${named.length ? `; your text names ${named.slice(0, 4).join(', ')}, which recruiters cannot filter on until you list them` : ''}.`;
      const fraction = named.length >= 6 ? 0.15 : named.length >= LIMITS.skillsNamedInText ? 0.1 : 0;
      return { fraction, evidence, fix: 'Add a Skills section and pin the three skills you want to be hired for.' };
    }
    const own = ctx.selfText;
    const judged = skills.map((s) => ({ s, r: skillRelevance(s, own, ctx.fields) }));
    const good = judged.filter((j) => j.r.relevant);
    const generic = judged.filter((j) => !j.r.relevant && j.r.why === 'generic').map((j) => j.s);
    const unrelated = judged.filter((j) => !j.r.relevant && j.r.why === 'unrelated').map((j) => j.s);
    const denominator = Math.max(skills.length, Math.min(3, LIMITS.inContextSkills));
    const share = good.length / denominator;
    const notes = [
      good.length
        ? `${good.length} of ${plural(skills.length, 'key skill')} fit your role and field (${good
            .slice(0, 3)
            .map((j) => j.s)
            .join(', ')})`
        : `none of your ${plural(skills.length, 'key skill')} fit your role or field`,
      generic.length ? `generic: ${generic.slice(0, 3).join(', ')}` : '',
      unrelated.length ? `unrelated to your field: ${unrelated.slice(0, 3).join(', ')}` : '',
    ].filter(Boolean);
    const bad = [...generic, ...unrelated];
    return {
      fraction: share,
      evidence: `${notes.join('; ')}.`,
      fix: bad.length
        ? `Replace ${bad
            .slice(0, 2)
            .map((s) => `"${s}"`)
            .join(' and ')} with skills of your field that recruiters search for.`
        : undefined,
    };
  },

  // A recruiter believes a skill when a role shows it in use; named only in About it is a claim, worth half.
  'skills.backed': (ctx) => {
    const skills = keySkills(ctx);
    if (skills.length === 0) return { skip: 'no skills are listed (see Relevant skills).', to: 'skills.relevant' };
    const text = usedText(ctx);
    const inRoles = ctx.content.roles.flatMap((r) => r.own).join('\n');
    const backed = skills.map((s) => ({ s, hit: findSkill(text, s) })).filter((x) => x.hit);
    const missing = skills.filter((s) => !backed.some((b) => b.s === s));
    const credit = backed.reduce((t, b) => t + (findSkill(inRoles, b.s) ? 1 : 0.5), 0);
    const share = credit / skills.length;
    const where = text.trim()
      ? 'your About or role descriptions'
      : 'your About or role descriptions (you have none yet)';
    const evidence = `${backed.length} of ${plural(skills.length, 'key skill')} appear in ${where}${
      backed.length ? `, e.g. "${backed[0].hit?.quote}"` : ''
    }${missing.length ? `; not shown in use: ${missing.slice(0, 3).join(', ')}` : ''}.`;
    const fix = missing.length
      ? `Show where you used ${missing.slice(0, 2).join(' and ')} in a role description.`
      : undefined;
    if (share >= 0.66) return { fraction: 1, evidence };
    return { fraction: share > 0 ? Math.max(PARTIAL / 2, share) : 0, evidence, fix };
  },

  'skills.certifications': (ctx) => {
    const certs = ctx.profile.certificates;
    if (certs.length === 0) return { fraction: 0, evidence: 'No licences or certifications listed.' };
    const relevant = certs.filter((c) => {
      const f = fieldsOf(c.name);
      return f.some((x) => ctx.fields.includes(x)) || allSkills(ctx).some((s) => findSkill(c.name, s)?.exact);
    });
    if (relevant.length)
      return {
        fraction: 1,
        evidence: `${plural(relevant.length, 'certification')} in your field, e.g. "${relevant[0].name}".`,
      };
    return {
      fraction: 0,
      evidence: `${plural(certs.length, 'certification')} listed, none clearly in your field (e.g. "${certs[0].name}").`,
    };
  },

  'skills.count': (ctx) => {
    // The PDF export and a screenshot print only the pinned top skills: counting them would penalise everyone.
    if (ctx.layout === 'modern' || ctx.layout === 'image')
      return {
        skip: "LinkedIn's PDF export and screenshots show only your top skills, so the full list cannot be counted.",
      };
    if (allSkills(ctx).length === 0)
      return { skip: 'no skills are listed (see Relevant skills).', to: 'skills.relevant' };
    const n = allSkills(ctx).length;
    const evidence = `${plural(n, 'skill')} listed.`;
    if (n > LIMITS.skillsMax) return { fraction: PARTIAL, evidence: `${evidence} LinkedIn keeps ${LIMITS.skillsMax}.` };
    if (n >= LIMITS.skillsGood) return { fraction: 1, evidence };
    if (n >= LIMITS.skillsOk) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },
};
