import type { Work } from '../../profile/schema.ts';
import type { TextReport } from '../content/analyse.ts';
import { outcomes, results } from '../content/metrics.ts';
import { type Ctx, roleReport } from '../context.ts';
import { formatMonth, gapsBetween, type Interval, monthIndex } from '../dates.ts';
import { describeLanguage } from '../lang/index.ts';
import { fmt, plural, quote } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';

const INTERNSHIP =
  /\b(?:intern|internship|interns|trainee|apprentice|working student|werkstudent\w*|praktikant\w*|stagiaire|becari[oa]|pr[aá]ctica?s|estagi[aá]ri[oa]|tirocinante|stagista)\b/iu;
const NO_ROLES: Finding = { fraction: 0, evidence: 'No positions found in the profile.' };
// One cause, one penalty: with nothing written in any recent role, the checks that read descriptions hand their
// points to "roles described", which fails once.
const NOTHING_WRITTEN: Skip = {
  skip: 'your recent roles have less than one description’s worth of content (see Roles described).',
  to: 'experience.descriptions',
};

const roleName = (r: Work) => `"${r.position}${r.name ? ` at ${r.name}` : ''}"`;
const recentReports = (ctx: Ctx) => ctx.recent.map((r) => ({ role: r, report: roleReport(ctx, r) }));
const withContent = (ctx: Ctx) => recentReports(ctx).filter((x) => x.report.kept.length > 0);
/** Too little written across recent roles to judge results, verbs or duties (less than one described role). */
const tooLittle = (ctx: Ctx) =>
  withContent(ctx).reduce((n, x) => n + x.report.effective, 0) < LIMITS.descriptionGoodMin;
const described = (r: TextReport) => r.effective >= LIMITS.descriptionGoodMin;
/**
 * How much of the recent career the style checks can speak for: verbs and the absence of duty phrases in one
 * described role out of five say little about the section (a recruiter reads titles and dates for the rest).
 */
const coverage = (ctx: Ctx) =>
  Math.min(
    1,
    recentReports(ctx).filter((x) => described(x.report)).length /
      Math.max(1, ctx.recent.length) /
      LIMITS.describedShareGood,
  );
const covered = (ctx: Ctx, f: Finding): Finding => {
  const c = coverage(ctx);
  if (c >= 1 || f.fraction === 0) return f;
  return {
    ...f,
    fraction: f.fraction * c,
    evidence: `${f.evidence.replace(/\.$/, '')}, in the few roles that are described.`,
  };
};

/**
 * What one role's numbers prove: a recruiter's top anchor asks for results, plural, in every recent role, so a
 * role earns full credit with two outcomes (a percentage, money, a change), half with one; a number that only sizes
 * the work (a team of 6) counts half an outcome.
 */
const roleCredit = (r: TextReport) =>
  Math.min(1, (r.outcomes.length + PARTIAL * (r.results.length - r.outcomes.length)) / LIMITS.roleResultsGood);

const WHY: Record<string, string> = {
  pasted: 'pasted into several roles',
  cliche: 'clichés',
  filler: 'placeholder text',
  instruction: 'instructions aimed at software',
  gibberish: 'random characters',
  list: 'keyword lists',
  repeat: 'repeated sentences',
};

function droppedKinds(reports: TextReport[]): string[] {
  return [...new Set(reports.flatMap((r) => r.sentences.map((s) => s.dropped)).filter((d) => d !== undefined))].map(
    (d) => WHY[d],
  );
}

/** Skip when the recent roles' text is in languages we have no word lists for. */
function noLists(ctx: Ctx): Skip | null {
  const texts = withContent(ctx).map((x) => x.report);
  if (texts.length === 0 || texts.some((r) => r.lexicon)) return null;
  return { skip: `your role descriptions are in ${describeLanguage(texts[0].lang)}, for which we have no word lists.` };
}

export const experienceChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'experience.roles': (ctx) => {
    const n = ctx.roles.length;
    if (n === 0) return NO_ROLES;
    // Depth is part of a strong section ("clear progression"): internships alone are a start, not a career yet.
    const interns = ctx.roles.filter((r) => INTERNSHIP.test(r.position)).length;
    if (interns === n)
      return { fraction: 0, evidence: `${plural(n, 'position')} listed, all of them internships or traineeships.` };
    return { fraction: Math.min(1, (n - PARTIAL * interns) / 3), evidence: `${plural(n, 'position')} listed.` };
  },

  'experience.current_role': (ctx) => {
    if (ctx.current.length === 0) {
      if (ctx.studying)
        return { fraction: 1, evidence: 'No current position, and you are studying: that is your current role.' };
      if (ctx.roles.length === 0) return NO_ROLES;
      // Between jobs: a recruiter does not mark down a section whose latest role ended recently; the headline
      // check still calls a headline naming that job stale.
      const ended = Math.max(...ctx.roles.map((r) => monthIndex(r.endDate, 'end') ?? -1));
      const now = ctx.asOf;
      if (now !== null && ended >= 0 && now - ended <= LIMITS.betweenRolesMonths)
        return {
          fraction: 1,
          evidence: `No current position: you are between roles (your latest ended ${formatMonth(ended)}).`,
        };
      return { fraction: 0, evidence: `No current position: your latest, ${roleName(ctx.roles[0])}, has an end date.` };
    }
    // The most recent current role: an older one still open (a side project, a board seat) does not stand in for it.
    const best = ctx.current[0];
    const n = roleReport(ctx, best).effective;
    if (tooLittle(ctx))
      return {
        fraction: 1,
        evidence: `Current role ${roleName(best)} is listed (its description is judged under Roles described).`,
      };
    if (n >= LIMITS.descriptionGoodMin)
      return { fraction: 1, evidence: `Current role ${roleName(best)} is described (${fmt(n)} characters).` };
    if (n > 0)
      return { fraction: 0.6, evidence: `Current role ${roleName(best)} has only ${n} characters of description.` };
    return {
      fraction: 0.3,
      evidence: `Current role ${roleName(best)} has no description.`,
      fix: `Describe your current role, ${roleName(best)}: what you own and what changed because of you.`,
    };
  },

  'experience.descriptions': (ctx) => {
    if (ctx.recent.length === 0) return NO_ROLES;
    const reports = recentReports(ctx).map((x) => x.report);
    const good = reports.filter(described).length;
    // A line or two is a thin description, not none: it counts for its share of a described role. Where
    // one-liners are all there is, this check also holds the points of the checks that read descriptions (they
    // have too little to read), so a one-liner counts for half that share: the section is little more than titles
    // and dates.
    const thinShare = tooLittle(ctx) ? PARTIAL : 1;
    const credit = (r: TextReport) =>
      described(r) ? 1 : thinShare * Math.min(1, r.effective / LIMITS.descriptionGoodMin);
    const share = reports.reduce((t, r) => t + credit(r), 0) / reports.length;
    const written = reports.filter((r) => r.chars > 0).length;
    const lost = droppedKinds(reports);
    const thin = reports.filter((r) => r.effective > 0 && !described(r)).length;
    const base = `${good} of your ${plural(reports.length, 'recent role')} ${good === 1 ? 'has' : 'have'} a description of ${LIMITS.descriptionGoodMin}+ characters of content${thin ? ` (${thin} more ${thin === 1 ? 'has' : 'have'} a shorter one, which counts for less)` : ''}`;
    const evidence =
      written > good && lost.length
        ? `${base}; text set aside: ${lost.join(', ')}.`
        : written === 0
          ? `${base}: none has a description.`
          : `${base}.`;
    if (share >= LIMITS.describedShareGood) return { fraction: 1, evidence };
    return { fraction: share / LIMITS.describedShareGood, evidence };
  },

  'experience.results': (ctx) => {
    if (tooLittle(ctx)) return NOTHING_WRITTEN;
    const hits = withContent(ctx).filter((x) => x.report.results.length > 0);
    // "Every recent role with a quantified result" is the mark of a strong Experience section.
    const target = Math.max(1, ctx.recent.length);
    if (hits.length === 0)
      return {
        fraction: 0,
        evidence: `None of your ${plural(ctx.recent.length, 'recent role')} shows a result with a number (years, ratios and "110%" do not count).`,
      };
    // The example shown is an outcome where there is one ("cut costs 35%" rather than "a team of 6").
    const shown = hits.find((x) => x.report.outcomes.length > 0) ?? hits[0];
    const line =
      shown.report.own.find((s) => outcomes(s).length > 0) ??
      shown.report.own.find((s) => results(s).length > 0) ??
      shown.report.results[0];
    // A number that only sizes the job ("led 4 teams") shows scope; an outcome (a percentage, money, a change)
    // shows what the work achieved: a role with scope only earns half.
    const credit = hits.reduce((n, x) => n + roleCredit(x.report), 0);
    const scopeOnly = hits.filter((x) => !x.report.outcomes.length).length;
    const single = hits.filter((x) => x.report.outcomes.length === 1 && x.report.results.length === 1).length;
    return {
      fraction: Math.min(1, credit / target),
      evidence: `${hits.length} of your ${plural(ctx.recent.length, 'recent role')} show a result with a number, e.g. ${quote(line, 70)} in ${roleName(shown.role)}${
        scopeOnly ? `; in ${scopeOnly} of them the number only sizes the work (no percentage, amount or change)` : ''
      }${single ? `; ${plural(single, 'role')} with one measured result count${single === 1 ? 's' : ''} half` : ''}.`,
    };
  },

  'experience.action_verbs': (ctx) => {
    if (tooLittle(ctx)) return NOTHING_WRITTEN;
    const skip = noLists(ctx);
    if (skip) return skip;
    const verbs = [...new Set(withContent(ctx).flatMap((x) => x.report.verbs))];
    const evidence = verbs.length
      ? `${plural(verbs.length, 'distinct action verb')} in recent roles (${verbs.slice(0, 5).join(', ')}).`
      : 'No action verbs (led, built, reduced ...) open your recent role descriptions.';
    if (verbs.length >= LIMITS.actionVerbsGood) return covered(ctx, { fraction: 1, evidence });
    if (verbs.length >= LIMITS.actionVerbsOk) return covered(ctx, { fraction: PARTIAL, evidence });
    return { fraction: 0, evidence };
  },

  'experience.duties': (ctx) => {
    if (tooLittle(ctx)) return NOTHING_WRITTEN;
    const skip = noLists(ctx);
    if (skip) return skip;
    const reports = withContent(ctx).map((x) => x.report);
    const duties = reports.flatMap((r) => r.dutyStatements);
    const total = reports.reduce((n, r) => n + r.statements, 0);
    const share = total ? duties.length / total : 0;
    if (duties.length === 0)
      return covered(ctx, {
        fraction: 1,
        evidence: 'Recent roles describe what you did, not duties ("responsible for ...").',
      });
    const evidence = `${duties.length} of ${plural(total, 'sentence')} in recent roles describe duties, e.g. ${quote(duties[0], 60)}.`;
    if (share <= 0.2) return covered(ctx, { fraction: 0.8, evidence });
    if (share <= 0.5) return covered(ctx, { fraction: PARTIAL, evidence });
    return {
      fraction: 0,
      evidence,
      fix: 'Rewrite duty lines ("Responsible for X", "Handled Y") as results: what changed, by how much.',
    };
  },

  'experience.original': (ctx) => {
    const reports = recentReports(ctx)
      .map((x) => x.report)
      .filter((r) => r.chars > 0);
    if (reports.length === 0) return NOTHING_WRITTEN;
    if (tooLittle(ctx)) return NOTHING_WRITTEN;
    const all = reports.flatMap((r) => r.sentences);
    const dropped = all.filter((s) => s.dropped);
    const cliches = reports.reduce((n, r) => n + r.clicheHits, 0);
    if (dropped.length === 0 && cliches === 0)
      return { fraction: 1, evidence: 'Role descriptions are specific: no pasted text, clichés or filler.' };
    const kinds = droppedKinds(reports);
    const what = [...kinds, ...(cliches && !kinds.includes('clichés') ? [plural(cliches, 'cliché')] : [])];
    const share = dropped.length / all.length;
    const density = cliches / all.length;
    // Empty: most sentences are pasted into several roles, placeholders, instructions or clichés. A repeated
    // tech-stack line or a keyword list is a weakness, not an empty section.
    const hollow = all.filter((s) => s.dropped && s.dropped !== 'list').length / all.length;
    return {
      empty: hollow >= 0.5 || density >= 0.5,
      fraction: density >= 0.3 ? 0 : share <= 0.1 && cliches <= 2 ? 0.7 : share <= 0.3 ? PARTIAL : 0,
      evidence: `${dropped.length} of ${plural(all.length, 'sentence')} in recent roles carry no content (${what.join(', ')})${
        density >= 0.3 ? `; ${plural(cliches, 'cliché')} in ${plural(all.length, 'sentence')}` : ''
      }.`,
    };
  },

  'experience.gaps': (ctx) => {
    if (ctx.roles.length === 0) return NO_ROLES;
    const end = (e: string | undefined, s: number) => monthIndex(e, 'end') ?? (e ? s : (ctx.asOf ?? s));
    const work: Interval[] = [];
    for (const r of ctx.roles) {
      const s = monthIndex(r.startDate);
      if (s !== null) work.push({ start: s, end: Math.max(s, end(r.endDate, s)) });
    }
    if (work.length < 2)
      return {
        fraction: 1,
        evidence: `Only ${plural(work.length, 'dated position')}, so there is no gap between roles.`,
      };
    const study: Interval[] = [];
    for (const e of ctx.profile.education) {
      const s = monthIndex(e.startDate) ?? monthIndex(e.endDate);
      const f = monthIndex(e.endDate, 'end') ?? s;
      if (s !== null && f !== null) study.push({ start: s, end: Math.max(s, f) });
    }
    const firstJob = Math.min(...work.map((w) => w.start));
    const gaps = gapsBetween([...work, ...study], LIMITS.gapMonths).filter((g) => g.from >= firstJob);
    if (gaps.length === 0)
      return {
        fraction: 1,
        evidence: `No gap over ${LIMITS.gapMonths} months between your ${work.length} dated positions.`,
      };
    const g = gaps[0];
    const evidence = `${plural(gaps.length, 'gap')} over ${LIMITS.gapMonths} months, e.g. ${g.months} months from ${formatMonth(g.from)} to ${formatMonth(g.to)}.`;
    return { fraction: gaps.length === 1 ? PARTIAL : 0, evidence };
  },
};
