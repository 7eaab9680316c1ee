// One check not passed, said about this person: which role, skill or line it is about, quoted, and what to change,
// in the language the rubric detected for their text. Falls back to the rubric's own fix (which is often already
// specific) when the profile gives nothing to name.
import type { Work } from '../profile/schema.ts';
import { CHECKS } from '../rubric/catalog.ts';
import { roleReport } from '../rubric/context.ts';
import { hasPhrase, norm, quote } from '../rubric/text.ts';
import { BASICS } from './basics-advice.ts';
import { aboutEmployer, headlineSkills, ownSkills } from './grounded-writer.ts';
import { biggerProblems, earlyFirstJob, hasField, inHeadline, isDegreeEntry, recentGap } from './judgement.ts';
import { strongOutcome } from './outcome.ts';
import { employer, resultClause } from './own-lines.ts';
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

/** `now`: only from roles held now (a headline never quotes an old role). */
function firstWin(a: AdviceInputs, t: Phrases, now = false): { clause: string; role: string; as: string } | null {
  for (const r of a.lines.roles.filter((x) => x.current || !now))
    for (const w of r.wins.filter((x) => r.current || strongOutcome(x))) {
      const clause = resultClause(w);
      if (clause) return { clause, role: t.role(r), as: t.as(r) };
    }
  return null;
}

const AI =
  /\b(?:ai|ml|llms?|genai|gen ai|agents?|agentic|machine learning|deep learning|openai|gpt|langchain|langgraph|rag|mcp|nlp|prompt)\b/i;
const GENERIC = new Set([
  'systems',
  'system',
  'api',
  'apis',
  'management',
  'development',
  'skills',
  'tools',
  'data',
  'and',
]);

/** The person's direction names the skill, or one of its distinctive words; AI skills of someone heading into AI. */
function movingTowards(towards: string, skill: string): boolean {
  if (hasPhrase(towards, skill)) return true;
  if (AI.test(skill) && AI.test(towards)) return true;
  return norm(skill)
    .split(/[\s/-]+/)
    .filter((w) => w.length >= 4 && !GENERIC.has(w))
    .some((w) => hasPhrase(towards, w));
}

/** The skill names a rubric fix quotes. */
const quoted = (fix: string) => [...fix.matchAll(/"([^"]+)"/g)].map((m) => m[1]);

/** Words of where the person is heading: headline, About, the roles they hold now, certifications. */
function heading(a: AdviceInputs): string {
  const now = a.lines.roles.filter((r) => r.current).flatMap((r) => [r.title, ...r.lines]);
  return norm([a.p.headline, a.p.about, ...now, ...a.p.certifications.map((c) => c.name)].join(' . '));
}

/** `fix`: what the rubric found for this profile; a writer may fall back on it only where it names the person's own
 *  words (quoted), never on the generic text of the check. */
type Writer = (a: AdviceInputs, t: Phrases, fix: string) => string | null;

const HEADLINE: Record<string, Writer> = {
  'headline.length': (a, t) => (a.ctx.headline && a.headlines[0] ? t.hLength(q(a.ctx.headline), a.headlines[0]) : null),
  'headline.role': (a, t) => {
    const title = (a.ctx.current[0] ?? a.ctx.roles[0])?.position;
    if (!title || inHeadline(a.ctx.headline, title)) return null;
    // The cut after about 65 characters is a reason only for a headline that long.
    const text = t.hRole(title);
    return [...a.ctx.headline].length > 65 ? text : text.replace(/:[^:]*$/, '.');
  },
  // Between jobs (every role ended) there is no role held now to name: never call an ended role current.
  'headline.current': (a, t) => {
    const w = a.ctx.current[0];
    return w && !inHeadline(a.ctx.headline, w.position) ? t.hCurrent(ref(w)) : null;
  },
  'headline.beyond_title': (a, t) => {
    const sk = headlineSkills(a.p, a.lines, 2).filter((s) => !inHeadline(a.ctx.headline, s));
    return a.ctx.headline && sk.length ? t.hBeyond(q(a.ctx.headline), list(t, sk)) : null;
  },
  'headline.keywords': (a, t) => {
    const sk = headlineSkills(a.p, a.lines, 3).filter((s) => !inHeadline(a.ctx.headline, s));
    return sk.length ? t.hKeywords(sk.join(', ')) : null;
  },
  'headline.value': (a, t) => {
    const win = firstWin(a, t, true);
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
    // Only a role held now is what they "do"; between jobs the sentence names none.
    const w = a.ctx.current[0];
    const n = [...a.ctx.about.trim()].length;
    // An About already inside the 1,000-2,600 the advice recommends is not thin: nothing to say about its length.
    if (n >= 1000) return null;
    // The result to start from has its own suggestion (About results): one fix, said once.
    return t.aLength(n, null, w ? ref(w) : null);
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
    const sk = headlineSkills(a.p, a.lines, 1)[0];
    return sk ? t.aCta(sk) : null;
  },
};

const EXPERIENCE: Record<string, Writer> = {
  'experience.current_role': (a, t) => {
    const w = a.ctx.current[0] ?? a.ctx.roles[0];
    return w ? t.eCurrent(t.role(ref(w))) : null;
  },
  'experience.descriptions': (a, t) => {
    // The current role has its own suggestion when it is too short: one fix, said once.
    const own = a.analysis.sections.experience.suggestions.some((x) => x.check_id === 'experience.current_role');
    const thin = recent(a)
      .filter((x) => x.rep.effective < 200 && !(own && x.r === (a.ctx.current[0] ?? a.ctx.roles[0])))
      .map((x) => t.role(ref(x.r)))
      .slice(0, 2);
    // One role: the sentence for one ("each" of one role reads wrong in every language).
    if (thin.length === 1) return t.eCurrent(thin[0]);
    return thin.length ? t.eDescriptions(list(t, thin)) : null;
  },
  'experience.results': (a, t) => {
    if (earlyFirstJob(a)) return null;
    const x = recent(a).find((y) => y.rep.own.length > 0 && y.rep.results.length === 0);
    const line = x?.rep.own.find((l) => !aboutEmployer(l, employer(x.r.name ?? '')));
    return x && line ? t.eResults(t.role(ref(x.r)), q(line)) : null;
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
    // Only a recent gap not covered by study or another role: one years ago is history nobody asks about.
    const g = recentGap(a);
    return g ? t.eGaps(`${g.months} months from ${g.from} to ${g.to}.`) : null;
  },
  'experience.roles': (a, t) => (a.ctx.roles[0] ? t.eRoles(t.role(ref(a.ctx.roles[0]))) : null),
};

/** Office tools and traits anyone lists: saying where one was "used" earns no recruiter's attention. */
const EVERYDAY =
  /^(?:microsoft (?:office|word|powerpoint|outlook|excel)|ms office|office 365|microsoft 365|word|powerpoint|outlook|google (?:docs|workspace)|email|internet|english|communication|teamwork|team work|leadership|problem solving|critical thinking|time management|work ethic|attention to detail|interpersonal skills)$/i;

const SKILLS: Record<string, Writer> = {
  // A skill the person is moving towards (in their headline, About, current roles or certifications) is never
  // "unrelated"; a skill written in another language than the profile is a wording problem, said as such.
  // Which skills fit a field is the rubric's guess; telling someone to drop a skill of theirs is advice a coach
  // gives only knowing their aim, so it is not given. Said: skills in another language than the profile, and the
  // skills their own text names when they list none.
  'skills.relevant': (a, t, fix) => {
    const c = a.analysis.sections.skills.checks.find((x) => x.id === 'skills.relevant');
    const inText = c?.evidence.match(/your text names ([^,.;]+(?:, [^,.;]+)*)/)?.[1];
    if (fix.startsWith('Add a Skills section')) return inText && t.sList ? t.sList(inText) : null;
    // Skill names the export printed in its interface language are LinkedIn's wording, not the person's.
    if ((a.profile.meta.language || 'en').slice(0, 2) !== 'en') return null;
    const named = quoted(fix);
    const foreign = named.filter((s) => /[À-ÿ]/.test(s) && !movingTowards(heading(a), s));
    if (!a.lines.lang.startsWith('en') || foreign.length === 0) return null;
    return `Write ${foreign.map((s) => `"${s}"`).join(` ${t.and} `)} in English, the language of your profile: recruiters search in it.`;
  },
  'skills.backed': (a, t) => {
    // An everyday tool or a trait (Microsoft Office, communication) shown "in use" tells a recruiter nothing.
    const sk = ownSkills(a.p, a.lines, 6).filter(
      (s) =>
        !EVERYDAY.test(s.trim()) &&
        !a.lines.roles.some((r) => r.lines.join(' ').toLowerCase().includes(s.toLowerCase())),
    );
    const w = a.ctx.recent[0];
    return sk[0] && w ? t.sBacked(sk[0], t.role(ref(w))) : null;
  },
  'skills.count': (a, t) => {
    const w = a.ctx.roles[0];
    return w ? t.sCount(a.profile.skills.length, t.role(ref(w))) : null;
  },
  'skills.certifications': (a, t) => {
    if (biggerProblems(a)) return null;
    const sk = ownSkills(a.p, a.lines, 1)[0];
    return sk ? t.sCerts(sk) : null;
  },
};

const EDUCATION: Record<string, Writer> = {
  // Points here are for the level held: renaming a degree earns them only when no level can be read at all.
  'education.level': (a, t) => {
    const c = a.analysis.sections.education.checks.find((x) => x.id === 'education.level');
    if (!c || c.points > 0) return null;
    const e = a.profile.education.find((x) => x.institution && isDegreeEntry(x));
    return e ? t.edLevel(e.institution, e.studyType ? q(e.studyType, 40) : null) : null;
  },
  'education.entries': (a, t) => {
    const e = a.profile.education.find((x) => DEGREE_AS_SCHOOL.test(x.institution ?? ''));
    if (e && t.edSchool) return t.edSchool(q(e.institution, 50));
    return a.ctx.roles[0] ? t.edEntries(a.ctx.roles[0].position) : null;
  },
  'education.degree': (a, t) => {
    const e = a.profile.education.find(
      (x) => !x.studyType && !DEGREE_AS_SCHOOL.test(x.institution ?? '') && isDegreeEntry(x),
    );
    return e ? t.edDegree(e.institution) : null;
  },
  'education.field': (a, t) => {
    const e = a.profile.education.find((x) => !hasField(x) && isDegreeEntry(x) && x.studyType);
    return e ? t.edField(e.institution) : null;
  },
  // After fifteen years of work recruiters advise leaving graduation years out: never ask a veteran to add them.
  'education.dates': (a, t) => {
    if (yearsOfWork(a) >= 15) return null;
    const e = a.profile.education.find((x) => !x.startDate && !x.endDate && isDegreeEntry(x));
    return e ? t.edDates(e.institution) : null;
  },
  // Courses and honours under a degree are not what a recruiter reads a profile for: not worth a suggestion.
  'education.depth': () => null,
  'education.relevant': (a, t) => {
    const e = a.profile.education[0];
    const title = a.ctx.roles[0]?.position;
    // A degree the person names in their headline or title is one they already connect to their work.
    const studied = [e?.studyType, e?.area].filter(Boolean).join(' ');
    // Connecting an old degree to a long career is not what a recruiter looks for.
    if (yearsOfWork(a) >= 8 || !e || !isDegreeEntry(e)) return null;
    if (e && studied && movingTowards(norm([a.p.headline, title].join(' . ')), studied)) return null;
    return e && title ? t.edRelevant(e.institution, title) : null;
  },
};

/** An education entry whose school line is a degree: the export put the degree where the school belongs. */
const DEGREE_AS_SCHOOL =
  /\b(?:master|bachelor|mba|phd|doctor|diploma|degree|licenciatura|maestr[ií]a|mestrado|licence|dipl[oô]me|bachelor|magister)\b/i;

function yearsOfWork(a: AdviceInputs): number {
  const years = a.profile.work
    .flatMap((w) => [w.startDate, w.endDate])
    .map((d) => Number(d?.slice(0, 4)))
    .filter((y) => y > 1900);
  return years.length ? Math.max(...years) - Math.min(...years) : 0;
}

const WRITERS: Record<string, Writer> = { ...HEADLINE, ...ABOUT, ...EXPERIENCE, ...SKILLS, ...EDUCATION };

/** The suggestion for one check not passed, or null when the profile gives nothing specific to say. */
export function checkAdvice(a: AdviceInputs, checkId: string, fix: string): string | null {
  const writer = WRITERS[checkId] ?? BASICS[checkId];
  if (writer) {
    const text = writer(a, phrasesFor(a.lines.lang), fix);
    return text ? cap(text) : null;
  }
  // The rubric's own finding may already name the person's words; its generic text never reaches a user.
  return fix !== CHECKS[checkId]?.fix && /"[^"]{3,}"/.test(fix) ? cap(fix) : null;
}
