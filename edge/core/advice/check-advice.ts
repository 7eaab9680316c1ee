// One check not passed, said about this person: which role, skill or line it is about, quoted, and what to change.
// Falls back to the rubric's own fix (which is often already specific) when the profile gives nothing to name.
import type { Work } from '../profile/schema.ts';
import { roleReport } from '../rubric/context.ts';
import { quote } from '../rubric/text.ts';
import { ownSkills } from './grounded-writer.ts';
import { resultClause } from './own-lines.ts';
import type { AdviceInputs } from './suggestions.ts';

const q = (s: string, max = 60) => quote(s, max);
const roleOf = (w: Work | undefined) => (w ? `your ${w.position}${w.name ? ` role at ${w.name}` : ' role'}` : '');
const cap = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

function recent(a: AdviceInputs) {
  return a.ctx.recent.map((r) => ({ r, rep: roleReport(a.ctx, r) }));
}

function firstWin(a: AdviceInputs): { clause: string; role: string; as: string } | null {
  for (const r of a.lines.roles)
    for (const w of r.wins) {
      const clause = resultClause(w);
      if (clause)
        return {
          clause,
          role: `your ${r.title}${r.company ? ` role at ${r.company}` : ' role'}`,
          as: `${r.title}${r.company ? ` at ${r.company}` : ''}`,
        };
    }
  return null;
}

type Writer = (a: AdviceInputs) => string | null;

const HEADLINE: Record<string, Writer> = {
  'headline.length': (a) =>
    a.ctx.headline && a.headlines[0]
      ? `Your headline ${q(a.ctx.headline)} is short: grow it to 70-220 characters, e.g. "${a.headlines[0]}".`
      : null,
  'headline.role': (a) => {
    const t = a.ctx.roles[0]?.position;
    return t ? `Start your headline with your role, "${t}": search results cut it after about 65 characters.` : null;
  },
  'headline.current': (a) => {
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    return w ? `Make your headline name the role you hold now, ${roleOf(w).replace(/^your /, '')}.` : null;
  },
  'headline.beyond_title': (a) => {
    const sk = ownSkills(a.p, a.lines, 2);
    return a.ctx.headline && sk.length
      ? `Go beyond ${q(a.ctx.headline)}: add your specialty, ${sk.join(' and ')}, and who you help.`
      : null;
  },
  'headline.keywords': (a) => {
    const sk = ownSkills(a.p, a.lines, 3);
    return sk.length
      ? `Name ${sk.join(', ')} in your headline, separated by | or ·, so you show up in more searches.`
      : null;
  },
  'headline.value': (a) => {
    const win = firstWin(a);
    return win
      ? `Add the result from ${win.role} to your headline: "${win.clause}".`
      : a.ctx.roles[0]
        ? `Add one result with a number from ${roleOf(a.ctx.roles[0])} to your headline: what improved, by how much?`
        : null;
  },
  'headline.clean': (a) => {
    const c = a.ctx.content.headline.cliches[0];
    return c ? `Replace "${c}" in your headline with your role, your specialty and one result.` : null;
  },
};

const ABOUT: Record<string, Writer> = {
  'about.length': (a) => {
    const win = firstWin(a);
    const base = a.ctx.about.trim()
      ? `Your About section (${[...a.ctx.about.trim()].length} characters) is thin: grow it to 1,000-2,600`
      : 'Write an About section of 1,000-2,600 characters';
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    if (win) return `${base}, starting from your result as ${win.as}: "${win.clause}".`;
    return w
      ? `${base}: what you do as ${w.position}${w.name ? ` at ${w.name}` : ''}, what you achieved, what you want next.`
      : null;
  },
  'about.hook': (a) => {
    const first = a.lines.about[0];
    const t = a.ctx.roles[0]?.position;
    return first && t
      ? `Replace your opening line ${q(first)} with one sentence that names your role, ${t}, and what you are known for.`
      : null;
  },
  'about.results': (a) => {
    const win = firstWin(a);
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    if (win) return `Bring the result from ${win.role} into your About: "${win.clause}".`;
    return w
      ? `Add two results with numbers from ${roleOf(w)} to your About (a percentage, an amount, a team size).`
      : null;
  },
  'about.keywords': (a) => {
    const sk = ownSkills(a.p, a.lines, 3);
    return sk.length ? `Name ${sk.join(', ')} in your About text: LinkedIn search indexes it.` : null;
  },
  'about.original': (a) => {
    const c = a.ctx.content.about.cliches[0];
    return c ? `Swap "${c}" in your About for what you did, for whom, with what result.` : null;
  },
  'about.readable': (a) =>
    a.lines.about[0]
      ? `Break your About into short paragraphs: one after ${q(a.lines.about[0], 40)}, one per idea.`
      : null,
  'about.call_to_action': (a) => {
    const sk = ownSkills(a.p, a.lines, 1)[0];
    return sk ? `End your About with an invitation, e.g. "Let's connect if you are working on ${sk}."` : null;
  },
};

const EXPERIENCE: Record<string, Writer> = {
  'experience.current_role': (a) => {
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    return w ? `Describe ${roleOf(w)} in at least 200 characters: what you own and what changed because of you.` : null;
  },
  'experience.descriptions': (a) => {
    const thin = recent(a)
      .filter((x) => x.rep.effective < 200)
      .map((x) => x.r);
    return thin.length
      ? `Describe ${roleOf(thin[0])}${thin[1] ? ` and ${roleOf(thin[1]).replace(/^your /, 'your ')}` : ''} in their own words, 200 characters or more each.`
      : null;
  },
  'experience.results': (a) => {
    const x = recent(a).find((y) => y.rep.own.length > 0 && y.rep.results.length === 0);
    return x ? `Add a number to ${roleOf(x.r)}: ${q(x.rep.own[0])} — how much, how many, how fast?` : null;
  },
  'experience.action_verbs': (a) => {
    const x =
      recent(a).find((y) => y.rep.own.length > 0 && y.rep.verbs.length === 0) ??
      recent(a).find((y) => y.rep.own.length > 0);
    return x
      ? `Start the lines of ${roleOf(x.r)} with an action verb (led, built, reduced), e.g. rework ${q(x.rep.own[0])}.`
      : null;
  },
  'experience.duties': (a) => {
    const x = recent(a).find((y) => y.rep.dutyStatements.length > 0);
    return x ? `Rewrite ${q(x.rep.dutyStatements[0])} in ${roleOf(x.r)} as a result: what changed, by how much.` : null;
  },
  'experience.original': (a) => {
    const x = recent(a).find((y) => y.rep.cliches.length > 0);
    return x ? `Replace "${x.rep.cliches[0]}" in ${roleOf(x.r)} with what you did there, in your own words.` : null;
  },
  'experience.gaps': (a) => {
    const c = a.analysis.sections.experience.checks.find((x) => x.id === 'experience.gaps');
    return c ? `Explain this gap with a Career Break entry, study or freelance work: ${c.evidence}` : null;
  },
  'experience.roles': (a) =>
    a.ctx.roles[0]
      ? `List the roles you held before ${roleOf(a.ctx.roles[0])}: a complete profile shows at least two past roles.`
      : null,
};

const SKILLS: Record<string, Writer> = {
  'skills.backed': (a) => {
    const sk = ownSkills(a.p, a.lines, 6).filter(
      (s) => !a.lines.roles.some((r) => r.lines.join(' ').toLowerCase().includes(s.toLowerCase())),
    );
    const w = a.ctx.recent[0];
    return sk[0] && w ? `Show ${sk[0]} in use: say in ${roleOf(w)} what you built or changed with it.` : null;
  },
  'skills.count': (a) => {
    const n = a.profile.skills.length;
    const w = a.ctx.roles[0];
    return w
      ? `You list ${n} skill${n === 1 ? '' : 's'}: add the tools and methods of ${roleOf(w)} until you reach 15.`
      : null;
  },
  'skills.certifications': (a) => {
    const e = a.profile.education[0];
    return e ? `Add licences or certifications with their issuer, e.g. courses taken since ${e.institution}.` : null;
  },
};

const EDUCATION: Record<string, Writer> = {
  'education.level': (a) => {
    const e = a.profile.education[0];
    return e
      ? `Name your degree at ${e.institution}${e.studyType ? ` (now ${q(e.studyType, 40)})` : ''} exactly as it was awarded, so recruiter filters by degree find you.`
      : null;
  },
  'education.entries': (a) => {
    const w = a.ctx.roles[0];
    return w ? `Add the school, degree and field of study behind your work as ${w.position}.` : null;
  },
  'education.degree': (a) => {
    const e = a.profile.education.find((x) => !x.studyType);
    return e ? `Name the degree you earned at ${e.institution}.` : null;
  },
  'education.field': (a) => {
    const e = a.profile.education.find((x) => !x.area);
    return e ? `Add your field of study to ${e.institution}.` : null;
  },
  'education.dates': (a) => {
    const e = a.profile.education.find((x) => !x.startDate || !x.endDate);
    return e ? `Add start and end years to ${e.institution}.` : null;
  },
  'education.depth': (a) => {
    const e = a.profile.education[0];
    return e
      ? `Add courses, honours or a thesis title to ${e.institution} that support your work as ${a.ctx.roles[0]?.position ?? 'you do now'}.`
      : null;
  },
  'education.relevant': (a) => {
    const e = a.profile.education[0];
    const t = a.ctx.roles[0]?.position;
    return e && t ? `Connect ${e.institution} to your work as ${t}: add the courses or training that link them.` : null;
  },
};

const WRITERS: Record<string, Writer> = { ...HEADLINE, ...ABOUT, ...EXPERIENCE, ...SKILLS, ...EDUCATION };

export function checkAdvice(a: AdviceInputs, checkId: string, fallback: string): string {
  const text = WRITERS[checkId]?.(a);
  return cap(text ?? fallback);
}
