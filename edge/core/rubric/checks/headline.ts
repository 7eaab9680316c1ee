import { allSkills, type Ctx } from '../context.ts';
import { charCount, countMatches, hasPhrase, norm, quantities, quote, words } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';
import { CLICHES, ROLE_NOUNS, VALUE_PHRASES } from '../words.ts';

const NO_HEADLINE: Finding = { fraction: 0, evidence: 'No headline found in the profile.' };
const FILLER = new Set(['at', 'chez', 'bei', 'en', 'em', 'na', 'di', 'de', 'da', 'of', 'and', 'the', 'a', 'an', '@']);

/** The words that say "what you are": current and latest titles, their longer words, skills, role nouns (English). */
function roleTerms(ctx: Ctx): string[] {
  const titles = [...new Set([...ctx.current, ...ctx.roles.slice(0, 1)].map((r) => r.position))];
  const titleWords = titles.flatMap((t) => words(t).filter((w) => w.length >= 4 && !FILLER.has(w)));
  const nouns = ctx.english ? [...ROLE_NOUNS] : [];
  return [...titles, ...titleWords, ...allSkills(ctx), ...nouns].filter((t) => t.trim() !== '');
}

function firstChars(s: string, n: number): string {
  return [...s].slice(0, n).join('');
}

export const headlineChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'headline.length': (ctx) => {
    const n = charCount(ctx.headline);
    if (n === 0) return NO_HEADLINE;
    const evidence = `Headline is ${n} characters: ${quote(ctx.headline)}.`;
    if (n > LIMITS.headlineMax)
      return { fraction: 0, evidence: `${evidence} LinkedIn cuts it at ${LIMITS.headlineMax}.` };
    if (n >= LIMITS.headlineGoodMin) return { fraction: 1, evidence };
    if (n >= LIMITS.headlineOkMin) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'headline.front_loaded': (ctx) => {
    if (!ctx.headline) return NO_HEADLINE;
    const terms = roleTerms(ctx);
    if (terms.length === 0) return { skip: 'The profile lists no title or skill to look for in the headline.' };
    const head = firstChars(ctx.headline, LIMITS.headlineSearchVisible);
    const early = terms.find((t) => hasPhrase(norm(head), t));
    if (early)
      return {
        fraction: 1,
        evidence: `The first ${LIMITS.headlineSearchVisible} characters ${quote(head)} name "${early}".`,
      };
    const late = terms.find((t) => hasPhrase(ctx.textNorm.headline, t));
    if (late) {
      return {
        fraction: PARTIAL,
        evidence: `"${late}" appears only after the first ${LIMITS.headlineSearchVisible} characters ${quote(head)}.`,
        fix: `Move "${late}" to the start of your headline, where search results can show it.`,
      };
    }
    return {
      fraction: 0,
      evidence: `The first ${LIMITS.headlineSearchVisible} characters ${quote(head)} name neither your title nor a listed skill.`,
    };
  },

  'headline.keywords': (ctx) => {
    if (!ctx.headline) return NO_HEADLINE;
    const skills = countMatches(ctx.textNorm.headline, allSkills(ctx));
    const parts = ctx.headline.split(/\s*[|•·;,/]\s*|\s[-–—]\s/).filter((p) => p.trim().length >= 2);
    const detail = `${skills.length} listed skill(s) named${skills.length ? ` (${skills.slice(0, 3).join(', ')})` : ''}, ${parts.length} part(s).`;
    if (skills.length >= LIMITS.headlineKeywordsGood || parts.length >= 3)
      return { fraction: 1, evidence: `Headline has ${detail}` };
    if (skills.length === 1 || parts.length === 2) return { fraction: PARTIAL, evidence: `Headline has ${detail}` };
    return { fraction: 0, evidence: `Headline has ${detail}` };
  },

  'headline.beyond_title': (ctx) => {
    if (!ctx.headline) return NO_HEADLINE;
    const role = ctx.roles[0];
    if (!role)
      return {
        fraction: 1,
        evidence: `Headline ${quote(ctx.headline)} stands on its own (no position listed to compare).`,
      };
    const known = new Set([...words(role.position), ...words(role.name), ...FILLER]);
    const extra = words(ctx.headline).filter((w) => !known.has(w));
    if (extra.length === 0) {
      return { fraction: 0, evidence: `Headline ${quote(ctx.headline)} repeats only your title and employer.` };
    }
    return { fraction: 1, evidence: `Headline adds ${extra.length} word(s) beyond "${role.position}".` };
  },

  'headline.value': (ctx) => {
    if (!ctx.headline) return NO_HEADLINE;
    const phrases = countMatches(ctx.textNorm.headline, VALUE_PHRASES);
    const numbers = quantities(ctx.headline);
    if (phrases.length || numbers.length) {
      const what = phrases.length ? `"${phrases[0]}"` : `the number "${numbers[0]}"`;
      return { fraction: 1, evidence: `Headline states a value with ${what}.` };
    }
    return { fraction: 0, evidence: `Headline ${quote(ctx.headline)} says what you are, not what you deliver.` };
  },

  'headline.no_cliches': (ctx) => {
    if (!ctx.headline) return NO_HEADLINE;
    const found = countMatches(ctx.textNorm.headline, CLICHES);
    if (found.length === 0) return { fraction: 1, evidence: 'Headline uses none of the common empty phrases.' };
    return {
      fraction: 0,
      evidence: `Headline uses ${found.map((f) => `"${f}"`).join(', ')}.`,
      fix: `Replace ${found.map((f) => `"${f}"`).join(', ')} with your role and specialty.`,
    };
  },

  'headline.custom_url': (ctx) => {
    const { basics } = ctx.profile;
    const urls = [...basics.profiles.map((p) => p.url), basics.url ?? ''].filter((u) => /linkedin\.com\/in\//i.test(u));
    if (urls.length === 0) {
      if (ctx.layout === 'legacy') return { skip: 'Exports from 2016-17 did not print the profile URL.' };
      return { fraction: 0, evidence: 'No linkedin.com/in/ address found in the contact details.' };
    }
    const slug = (urls[0].split(/linkedin\.com\/in\//i)[1] ?? '').replace(/[/?#].*$/, '');
    const last = slug.split('-').pop() ?? '';
    const generated = /^ACo/i.test(slug) || (slug.includes('-') && last.length >= 5 && /\d/.test(last));
    if (generated) return { fraction: 0, evidence: `Profile address ends in a generated code: "…/in/${slug}".` };
    return { fraction: 1, evidence: `Profile address is custom: "linkedin.com/in/${slug}".` };
  },

  'headline.contact': (ctx) => {
    const { basics } = ctx.profile;
    const other = basics.profiles.filter((p) => !/linkedin/i.test(`${p.network} ${p.url}`));
    const found = [
      basics.email ? 'an email address' : '',
      basics.phone ? 'a phone number' : '',
      basics.url && !/linkedin\.com/i.test(basics.url) ? 'a website' : '',
      other.length ? `${other.length} other link(s)` : '',
    ].filter(Boolean);
    if (found.length) return { fraction: 1, evidence: `Contact info lists ${found.join(', ')}.` };
    return { fraction: 0, evidence: 'No email, phone or website in the contact details.' };
  },
};
