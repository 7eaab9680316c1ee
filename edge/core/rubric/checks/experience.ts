import type { Work } from '../../profile/schema.ts';
import type { Ctx } from '../context.ts';
import { formatMonth, gapsBetween, type Interval, monthIndex } from '../dates.ts';
import { charCount, fmt, norm, plural, quantities, quote, sentences, words } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';
import { STRONG_VERBS, WEAK_PHRASES } from '../words.ts';

const NO_ROLES: Finding = { fraction: 0, evidence: 'No positions found in the profile.' };
const NO_DESCRIPTIONS: Finding = { fraction: 0, evidence: 'No recent role has a description yet.' };
// Nothing to check is not a fault: the missing descriptions already cost points in experience.descriptions.
const NOTHING_TO_CHECK: Skip = { skip: 'no role has a description yet, so there is nothing to check.' };

const roleName = (r: Work) => `"${r.position}${r.name ? ` at ${r.name}` : ''}"`;
const described = (roles: Work[]) => roles.filter((r) => (r.summary ?? '').trim() !== '');

function countPhrase(text: string, phrase: string): number {
  return text.split(norm(phrase)).length - 1;
}

export const experienceChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'experience.roles': (ctx) => {
    const n = ctx.roles.length;
    if (n === 0) return NO_ROLES;
    return { fraction: Math.min(1, n / 3), evidence: `${plural(n, 'position')} listed.` };
  },

  'experience.current_role': (ctx) => {
    if (ctx.roles.length === 0) return NO_ROLES;
    if (ctx.current.length === 0) {
      return { fraction: 0, evidence: `No current position: your latest, ${roleName(ctx.roles[0])}, has an end date.` };
    }
    const best = [...ctx.current].sort((a, b) => charCount(b.summary) - charCount(a.summary))[0];
    const n = charCount(best.summary?.trim());
    if (n >= LIMITS.descriptionGoodMin)
      return { fraction: 1, evidence: `Current role ${roleName(best)} has a ${fmt(n)}-character description.` };
    if (n > 0)
      return { fraction: 0.6, evidence: `Current role ${roleName(best)} has only ${n} characters of description.` };
    return { fraction: 0.3, evidence: `Current role ${roleName(best)} has no description.` };
  },

  'experience.descriptions': (ctx) => {
    if (ctx.recent.length === 0) return NO_ROLES;
    const good = ctx.recent.filter((r) => charCount(r.summary?.trim()) >= LIMITS.descriptionGoodMin).length;
    const share = good / ctx.recent.length;
    const evidence = `${good} of your ${plural(ctx.recent.length, 'recent role')} have a description of ${LIMITS.descriptionGoodMin}+ characters.`;
    if (share >= 0.8) return { fraction: 1, evidence };
    if (share >= 0.4) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'experience.within_limit': (ctx) => {
    const withText = described(ctx.roles);
    if (withText.length === 0) return NOTHING_TO_CHECK;
    const over = withText.filter((r) => charCount(r.summary) > LIMITS.descriptionMax);
    if (over.length === 0)
      return {
        fraction: 1,
        evidence: `All ${plural(withText.length, 'description')} fit in ${fmt(LIMITS.descriptionMax)} characters.`,
      };
    return {
      fraction: 0,
      evidence: `${roleName(over[0])} has ${fmt(charCount(over[0].summary))} characters; LinkedIn keeps ${fmt(LIMITS.descriptionMax)}.`,
    };
  },

  'experience.quantified': (ctx) => {
    if (ctx.recent.length === 0) return NO_ROLES;
    const hits = ctx.recent
      .map((r) => ({ r, s: sentences(r.summary).find((x) => quantities(x).length > 0) }))
      .filter((h) => h.s !== undefined);
    const target = Math.min(LIMITS.quantifiedRolesTarget, ctx.recent.length);
    const fraction = Math.min(1, hits.length / target);
    if (hits.length === 0)
      return {
        fraction: 0,
        evidence: `None of your ${plural(ctx.recent.length, 'recent role')} shows a number-backed result.`,
      };
    return {
      fraction,
      evidence: `${hits.length} of your ${plural(ctx.recent.length, 'recent role')} show a number-backed result, e.g. ${quote(hits[0].s, 70)}.`,
    };
  },

  'experience.strong_verbs': (ctx) => {
    const withText = described(ctx.recent);
    if (withText.length === 0) return NO_DESCRIPTIONS;
    const found = new Set<string>();
    for (const w of words(withText.map((r) => r.summary).join(' '))) {
      const verb = STRONG_VERBS.get(w);
      if (verb) found.add(verb);
    }
    const list = [...found].slice(0, 5).join(', ');
    const evidence = found.size
      ? `${plural(found.size, 'distinct action verb')} in recent roles (${list}).`
      : 'No strong action verbs in recent role descriptions.';
    if (found.size >= LIMITS.strongVerbsGood) return { fraction: 1, evidence };
    if (found.size >= LIMITS.strongVerbsOk) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'experience.weak_phrases': (ctx) => {
    const withText = described(ctx.recent);
    if (withText.length === 0) return NOTHING_TO_CHECK;
    const text = norm(withText.map((r) => r.summary).join(' . '));
    const hits = WEAK_PHRASES.map((p) => ({ p, n: countPhrase(text, p) })).filter((h) => h.n > 0);
    const total = hits.reduce((a, h) => a + h.n, 0);
    if (total === 0) return { fraction: 1, evidence: 'No duty phrases such as "responsible for" in recent roles.' };
    const evidence = `${plural(total, 'duty phrase')} in recent roles (${hits.map((h) => `"${h.p}"`).join(', ')}).`;
    return { fraction: total <= 2 ? PARTIAL : 0, evidence };
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
