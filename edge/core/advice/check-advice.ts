// One check not passed, said about this person: which role, skill or line it is about, quoted, and what to change,
// in the language the rubric detected for their text. Falls back to the rubric's own fix (which is often already
// specific) when the profile gives nothing to name.
import type { Work } from '../profile/schema.ts';
import { roleReport } from '../rubric/context.ts';
import { quote } from '../rubric/text.ts';
import { ownSkills } from './grounded-writer.ts';
import { resultClause } from './own-lines.ts';
import { type Phrases, phrasesFor } from './phrases/index.ts';
import type { AdviceInputs } from './suggestions.ts';

const q = (s: string, max = 60) => quote(s, max);
const cap = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
const ref = (w: Work) => ({ title: w.position, company: w.name ?? '' });
const list = (t: Phrases, xs: string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} ${t.and} ${xs[xs.length - 1]}` : (xs[0] ?? '');

function recent(a: AdviceInputs) {
  return a.ctx.recent.map((r) => ({ r, rep: roleReport(a.ctx, r) }));
}

function firstWin(a: AdviceInputs, t: Phrases): { clause: string; role: string; as: string } | null {
  for (const r of a.lines.roles)
    for (const w of r.wins) {
      const clause = resultClause(w);
      if (clause) return { clause, role: t.role(r), as: t.as(r) };
    }
  return null;
}

type Writer = (a: AdviceInputs, t: Phrases) => string | null;

const HEADLINE: Record<string, Writer> = {
  'headline.length': (a, t) => (a.ctx.headline && a.headlines[0] ? t.hLength(q(a.ctx.headline), a.headlines[0]) : null),
  'headline.role': (a, t) => {
    const title = a.ctx.roles[0]?.position;
    return title ? t.hRole(title) : null;
  },
  'headline.current': (a, t) => {
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    return w ? t.hCurrent(ref(w)) : null;
  },
  'headline.beyond_title': (a, t) => {
    const sk = ownSkills(a.p, a.lines, 2);
    return a.ctx.headline && sk.length ? t.hBeyond(q(a.ctx.headline), list(t, sk)) : null;
  },
  'headline.keywords': (a, t) => {
    const sk = ownSkills(a.p, a.lines, 3);
    return sk.length ? t.hKeywords(sk.join(', ')) : null;
  },
  'headline.value': (a, t) => {
    const win = firstWin(a, t);
    if (win) return t.hValueWin(win.role, win.clause);
    return a.ctx.roles[0] ? t.hValueAsk(t.role(ref(a.ctx.roles[0]))) : null;
  },
  'headline.clean': (a, t) => {
    const c = a.ctx.content.headline.cliches[0];
    return c ? t.hClean(c) : null;
  },
};

const ABOUT: Record<string, Writer> = {
  'about.length': (a, t) => {
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    const win = firstWin(a, t);
    if (!win && !w) return null;
    return t.aLength([...a.ctx.about.trim()].length, win, w ? ref(w) : null);
  },
  'about.hook': (a, t) => {
    const first = a.lines.about[0];
    const title = a.ctx.roles[0]?.position;
    return first && title ? t.aHook(q(first), title) : null;
  },
  'about.results': (a, t) => {
    const win = firstWin(a, t);
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    if (win) return t.aResultsWin(win.role, win.clause);
    return w ? t.aResultsAsk(t.role(ref(w))) : null;
  },
  'about.keywords': (a, t) => {
    const sk = ownSkills(a.p, a.lines, 3);
    return sk.length ? t.aKeywords(sk.join(', ')) : null;
  },
  'about.original': (a, t) => {
    const c = a.ctx.content.about.cliches[0];
    return c ? t.aOriginal(c) : null;
  },
  'about.readable': (a, t) => (a.lines.about[0] ? t.aReadable(q(a.lines.about[0], 40)) : null),
  'about.call_to_action': (a, t) => {
    const sk = ownSkills(a.p, a.lines, 1)[0];
    return sk ? t.aCta(sk) : null;
  },
};

const EXPERIENCE: Record<string, Writer> = {
  'experience.current_role': (a, t) => {
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    return w ? t.eCurrent(t.role(ref(w))) : null;
  },
  'experience.descriptions': (a, t) => {
    const thin = recent(a)
      .filter((x) => x.rep.effective < 200)
      .map((x) => t.role(ref(x.r)))
      .slice(0, 2);
    return thin.length ? t.eDescriptions(list(t, thin)) : null;
  },
  'experience.results': (a, t) => {
    const x = recent(a).find((y) => y.rep.own.length > 0 && y.rep.results.length === 0);
    return x ? t.eResults(t.role(ref(x.r)), q(x.rep.own[0])) : null;
  },
  'experience.action_verbs': (a, t) => {
    const x =
      recent(a).find((y) => y.rep.own.length > 0 && y.rep.verbs.length === 0) ??
      recent(a).find((y) => y.rep.own.length > 0);
    return x ? t.eVerbs(t.role(ref(x.r)), q(x.rep.own[0])) : null;
  },
  'experience.duties': (a, t) => {
    const x = recent(a).find((y) => y.rep.dutyStatements.length > 0);
    return x ? t.eDuties(q(x.rep.dutyStatements[0]), t.role(ref(x.r))) : null;
  },
  'experience.original': (a, t) => {
    const x = recent(a).find((y) => y.rep.cliches.length > 0);
    return x ? t.eOriginal(x.rep.cliches[0], t.role(ref(x.r))) : null;
  },
  'experience.gaps': (a, t) => {
    const c = a.analysis.sections.experience.checks.find((x) => x.id === 'experience.gaps');
    return c ? t.eGaps(c.evidence) : null;
  },
  'experience.roles': (a, t) => (a.ctx.roles[0] ? t.eRoles(t.role(ref(a.ctx.roles[0]))) : null),
};

const SKILLS: Record<string, Writer> = {
  'skills.backed': (a, t) => {
    const sk = ownSkills(a.p, a.lines, 6).filter(
      (s) => !a.lines.roles.some((r) => r.lines.join(' ').toLowerCase().includes(s.toLowerCase())),
    );
    const w = a.ctx.recent[0];
    return sk[0] && w ? t.sBacked(sk[0], t.role(ref(w))) : null;
  },
  'skills.count': (a, t) => {
    const w = a.ctx.roles[0];
    return w ? t.sCount(a.profile.skills.length, t.role(ref(w))) : null;
  },
  'skills.certifications': (a, t) => {
    const e = a.profile.education[0];
    return e ? t.sCerts(e.institution) : null;
  },
};

const EDUCATION: Record<string, Writer> = {
  'education.level': (a, t) => {
    const e = a.profile.education[0];
    return e ? t.edLevel(e.institution, e.studyType ? q(e.studyType, 40) : null) : null;
  },
  'education.entries': (a, t) => (a.ctx.roles[0] ? t.edEntries(a.ctx.roles[0].position) : null),
  'education.degree': (a, t) => {
    const e = a.profile.education.find((x) => !x.studyType);
    return e ? t.edDegree(e.institution) : null;
  },
  'education.field': (a, t) => {
    const e = a.profile.education.find((x) => !x.area);
    return e ? t.edField(e.institution) : null;
  },
  'education.dates': (a, t) => {
    const e = a.profile.education.find((x) => !x.startDate || !x.endDate);
    return e ? t.edDates(e.institution) : null;
  },
  'education.depth': (a, t) => {
    const e = a.profile.education[0];
    return e ? t.edDepth(e.institution, a.ctx.roles[0]?.position ?? null) : null;
  },
  'education.relevant': (a, t) => {
    const e = a.profile.education[0];
    const title = a.ctx.roles[0]?.position;
    return e && title ? t.edRelevant(e.institution, title) : null;
  },
};

const WRITERS: Record<string, Writer> = { ...HEADLINE, ...ABOUT, ...EXPERIENCE, ...SKILLS, ...EDUCATION };

export function checkAdvice(a: AdviceInputs, checkId: string, fallback: string): string {
  const text = WRITERS[checkId]?.(a, phrasesFor(a.lines.lang));
  return cap(text ?? fallback);
}
