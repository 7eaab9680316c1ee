import { findSkill, termsIn, tokenize } from '../../skills/index.ts';
import { results } from '../content/metrics.ts';
import { findPhrases, phraseForm } from '../content/phrases.ts';
import { VAGUE } from '../content/quality.ts';
import { allSkills, type Ctx } from '../context.ts';
import { companyMention, isCompanyName } from '../employers.ts';
import { ANY_LANGUAGE, describeLanguage } from '../lang/index.ts';
import { charCount, plural, quote } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';

const NO_HEADLINE: Skip = { skip: 'there is no headline yet (see Headline length).', to: 'headline.length' };
// Words that join a title to an employer in the languages LinkedIn exports in ("Developer at X", "la", "chez" ...).
const CONNECTORS = new Set(
  'at @ chez bei en em na no presso da di bij la w в у u för hos ved and und et y e & of the a an for with in - | / ·'.split(
    ' ',
  ),
);
const STUDENT =
  /\b(?:student|estudiante|estudante|etudiant|etudiante|studentin|studente|studentessa|aluno|aluna|undergraduate|graduate student)\b/;

const companies = (ctx: Ctx) => [...new Set(ctx.roles.map((r) => r.name).filter((n) => n.trim().length > 1))];
// A school's name and the short form people write in parentheses ("International Technological University (ITU)").
const schools = (ctx: Ctx) =>
  ctx.profile.education
    .flatMap((e) => [e.institution, ...(e.institution.match(/\(([^)]+)\)/)?.slice(1) ?? [])])
    .filter((n) => n.trim().length > 1);
// Seniority and other title words: a second title or "Senior" says nothing beyond the title.
const TITLE_WORDS = new Set(
  `senior junior lead head chief principal staff middle mid associate assistant intern trainee deputy vice executive
  sr jr ii iii iv student graduate undergraduate postgraduate`.split(/\s+/),
);
const ROLE_WORDS = new Set(ANY_LANGUAGE.roleNouns.filter((n) => !n.includes(' ')).map((n) => phraseForm(n).trim()));
const currentOnes = (ctx: Ctx) => (ctx.current.length ? ctx.current : ctx.roles.slice(0, 1));

/** The headline with every employer's and school's name taken out (a name says nothing about the person's role). */
function withoutCompanies(ctx: Ctx, text: string): string {
  let out = text;
  for (const c of [...companies(ctx), ...schools(ctx)].sort((a, b) => b.length - a.length)) {
    const hit = findSkill(out, c);
    if (hit?.exact) out = `${out.slice(0, hit.start)} ${out.slice(hit.end)}`;
  }
  return out;
}

/** The headline without sentences that are placeholders, random characters or instructions aimed at software. */
function usable(ctx: Ctx): string {
  const junk = new Set(['filler', 'gibberish', 'instruction']);
  return ctx.content.headline.sentences
    .filter((x) => !x.dropped || !junk.has(x.dropped))
    .map((x) => x.text)
    .join(' | ');
}

/** Headline parts: separated by | , · • ; parentheses, spaced dashes or a full stop. */
function segments(text: string): string[] {
  return text.split(/[|,·•;()]|\s[-–—]\s|\.\s/).filter((x) => x.trim());
}

/**
 * What the headline says beyond titles: the words of parts that name no role (minus employers, schools, what the
 * person studies, connectors, clichés and non-result numbers), plus one for each title after the first.
 */
function extraWords(ctx: Ctx): string[] {
  const study = ctx.studying ? ctx.profile.education.map((e) => `${e.area ?? ''} ${e.studyType ?? ''}`) : [];
  const titles = [...currentOnes(ctx).map((r) => `${r.position} ${r.name}`), ...study];
  const known = new Set([...titles.flatMap((t) => tokenize(t).map((x) => x.norm)), ...TITLE_WORDS, ...ROLE_WORDS]);
  const cliche = new Set(
    findPhrases(ctx.headline, ANY_LANGUAGE.cliches).flatMap((c) => phraseForm(c.phrase).trim().split(' ')),
  );
  const out: string[] = [];
  let titleParts = 0;
  for (const part of segments(withoutCompanies(ctx, usable(ctx)))) {
    if (namesRole(ctx, part)) {
      titleParts += 1;
      continue;
    }
    const ws = tokenize(part)
      .map((t) => t.norm)
      .filter((w) => !known.has(w) && !CONNECTORS.has(w) && !cliche.has(w) && !/^\d/.test(w) && w.length > 1)
      // Verbs and vague nouns alone ("Leading, Delivering, Driving") say nothing beyond the title.
      .filter((w) => !ANY_LANGUAGE.verbs.has(w) && !ANY_LANGUAGE.verbsAtStart.has(w) && !VAGUE.has(w));
    out.push(...ws);
  }
  for (let i = 1; i < titleParts; i++) out.push(`(title ${i + 1})`);
  return out;
}

function namesRole(ctx: Ctx, text: string): string | null {
  for (const r of currentOnes(ctx)) {
    const hit = findSkill(text, r.position);
    if (hit?.exact) return hit.quote;
  }
  const words = phraseForm(text);
  const noun = ANY_LANGUAGE.roleNouns.find((n) => words.includes(phraseForm(n)));
  if (noun) return noun;
  // German compounds: "Softwareentwicklerin", "Projektleiter".
  const compound = tokenize(text).find((t) => /(?:entwickler|leiter|berater|ingenieur|manager)(?:in)?$/.test(t.norm));
  return compound ? compound.raw : null;
}

export const headlineChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'headline.length': (ctx) => {
    if (!ctx.headline) return { fraction: 0, evidence: 'No headline found in the profile.' };
    const n = charCount(usable(ctx));
    if (n === 0)
      return {
        fraction: 0,
        evidence: `Headline ${quote(ctx.headline, 60)} has no content once placeholders, random characters and instructions are set aside.`,
      };
    const evidence = `Headline is ${n} characters: ${quote(ctx.headline)}.`;
    if (n > LIMITS.headlineMax)
      return { fraction: 0, evidence: `${evidence} LinkedIn cuts it at ${LIMITS.headlineMax}.` };
    if (n >= LIMITS.headlineGoodMin) return { fraction: 1, evidence };
    if (n >= LIMITS.headlineOkMin) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'headline.role': (ctx) => {
    if (!usable(ctx).trim()) return NO_HEADLINE;
    const head = [...usable(ctx)].slice(0, LIMITS.headlineSearchVisible).join('');
    const role = namesRole(ctx, withoutCompanies(ctx, head));
    if (role)
      return {
        fraction: 1,
        evidence: `The first ${LIMITS.headlineSearchVisible} characters name your role ("${role}").`,
      };
    const late = namesRole(ctx, withoutCompanies(ctx, usable(ctx)));
    if (late)
      return {
        fraction: PARTIAL,
        evidence: `Your role ("${late}") appears only after the first ${LIMITS.headlineSearchVisible} characters, which search results show.`,
        fix: `Move "${late}" to the start of your headline.`,
      };
    const titleWords = currentOnes(ctx).flatMap((r) =>
      tokenize(r.position)
        .filter((t) => t.norm.length > 3)
        .map((t) => t.norm),
    );
    const shared = tokenize(ctx.headline).filter((t) => titleWords.includes(t.norm));
    if (shared.length >= 2)
      return { fraction: PARTIAL, evidence: `Headline ${quote(ctx.headline)} names your area but no role or title.` };
    return { fraction: 0, evidence: `Headline ${quote(ctx.headline)} does not say what you do (no role or title).` };
  },

  'headline.current': (ctx) => {
    if (!usable(ctx).trim()) return NO_HEADLINE;
    // A current employer counts in any of its common forms, and when a current title names it ("via Avenga"); a
    // former one counts only when not marked as former ("Ex-Google" is a credential, not a stale headline).
    const now = currentOnes(ctx);
    const isNow = (c: string) =>
      now.some((r) => r.name === c) || now.some((r) => companyMention(`${r.name} ${r.position}`, c) === 'named');
    const named = companies(ctx).filter((c) => isNow(c) && companyMention(ctx.headline, c));
    const former = companies(ctx).filter(
      (c) =>
        !isNow(c) &&
        isCompanyName(c) &&
        companyMention(ctx.headline, c) === 'named' &&
        // An employer that shares its name with a school of the person's ("MS CS @ CSUDH") names the degree.
        !schools(ctx).some((school) => companyMention(school, c) || companyMention(c, school)),
    );
    if (former.length && !named.length)
      return {
        fraction: 0,
        evidence: `Headline names ${former[0]}, a former employer: it is out of date.`,
        fix: 'Update your headline to your current role.',
      };
    const years = Math.floor(ctx.monthsOfWork / 12);
    if (STUDENT.test(phraseForm(ctx.headline)) && !ctx.studying && ctx.monthsOfWork >= LIMITS.studentMonthsOfWork)
      return {
        fraction: 0,
        evidence: `Headline says you are a student, but your roles span ${plural(years, 'year')} and no study is current.`,
      };
    const leftover = extraWords(ctx).length + (namesRole(ctx, ctx.headline) ? 1 : 0);
    if (leftover === 0 && findPhrases(ctx.headline, ANY_LANGUAGE.cliches).length)
      return {
        fraction: 0,
        evidence: `Headline ${quote(ctx.headline)} names no role, only phrases any profile could use: it does not say what you do now.`,
      };
    // A headline that names neither a role nor an employer cannot be out of date, but it does not say what you do
    // now either: half the points, and the evidence says so.
    if (!namesRole(ctx, usable(ctx)) && !named.length)
      return {
        fraction: PARTIAL,
        evidence: `Headline ${quote(ctx.headline, 60)} names no role or employer, so it does not show your current position.`,
        fix: 'Start your headline with your current role.',
      };
    return { fraction: 1, evidence: `Headline ${quote(ctx.headline, 60)} matches your current position.` };
  },

  'headline.beyond_title': (ctx) => {
    if (!usable(ctx).trim()) return NO_HEADLINE;
    const extra = [...new Set(extraWords(ctx))];
    const words = extra.filter((w) => !w.startsWith('('));
    const more = extra.length - words.length;
    const what = [words.length ? `"${words.slice(0, 3).join(' ')}"` : '', more ? plural(more, 'more title') : '']
      .filter(Boolean)
      .join(' and ');
    // Beyond a title means a specialty or a second title; with no title at all, or with only other words (a place,
    // a motto), the headline earns half at most.
    const titled = namesRole(ctx, usable(ctx)) !== null;
    const specialty =
      more > 0 ||
      termsIn(words.join(' ')).length > 0 ||
      allSkills(ctx).some((s) => findSkill(words.join(' '), s)?.exact);
    if (extra.length >= 2 && titled && specialty)
      return { fraction: 1, evidence: `Headline says more than a job title: ${what}.` };
    if (extra.length >= 2)
      return {
        fraction: PARTIAL,
        evidence: `Headline adds ${what}${titled ? '' : ' but names no role'}, and no specialty recruiters search for.`,
      };
    if (extra.length === 1) return { fraction: PARTIAL, evidence: `Headline adds little to a job title: ${what}.` };
    return {
      fraction: 0,
      evidence: titled
        ? `Headline ${quote(ctx.headline)} is only your title and employer.`
        : `Headline ${quote(ctx.headline)} names no title, and nothing beyond one.`,
    };
  },

  'headline.keywords': (ctx) => {
    if (!usable(ctx).trim()) return NO_HEADLINE;
    const rest = extraWords(ctx)
      .filter((w) => !w.startsWith('('))
      .join(' ');
    const skills = allSkills(ctx).filter((s) => findSkill(rest, s)?.exact);
    const terms = termsIn(rest).filter((t) => !skills.some((s) => findSkill(t, s)?.exact));
    const found = [...skills, ...terms];
    const evidence = found.length
      ? `Beyond your title, the headline names ${plural(found.length, 'searchable skill or specialty', 'searchable skills or specialties')} (${found.slice(0, 3).join(', ')}).`
      : 'Beyond your title, the headline names no skill or specialty recruiters search for.';
    if (found.length >= LIMITS.headlineKeywordsGood) return { fraction: 1, evidence };
    if (found.length === 1) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'headline.value': (ctx) => {
    if (!usable(ctx).trim()) return NO_HEADLINE;
    const r = ctx.content.headline;
    const proof = results(ctx.headline);
    if (proof.length) return { fraction: 1, evidence: `Headline backs you with a result ("${proof[0]}").` };
    if (!r.lexicon)
      return { skip: `your headline is in ${describeLanguage(r.lang)}, for which we have no word lists.` };
    // A value phrase says something only with what it delivers after it ("helping SaaS teams grow", not "Driving").
    const said = (p: string) =>
      segments(ctx.headline).some((seg) => {
        const form = phraseForm(seg);
        const at = form.indexOf(phraseForm(p));
        return (
          at >= 0 &&
          form
            .slice(at + phraseForm(p).length)
            .trim()
            .split(' ')
            .filter((w) => w.length > 2).length >= 2
        );
      });
    const phrase = findPhrases(ctx.headline, r.lexicon.value).find((f) => said(f.phrase));
    if (phrase) return { fraction: 1, evidence: `Headline states the value you bring ("${phrase.phrase}").` };
    return { fraction: 0, evidence: `Headline ${quote(ctx.headline, 60)} says what you are, not what you deliver.` };
  },

  'headline.clean': (ctx) => {
    if (!ctx.headline) return NO_HEADLINE;
    const r = ctx.content.headline;
    const parts = ctx.headline.split(/[,|·•;]/).filter((x) => x.trim());
    const words = tokenize(ctx.headline).length;
    const items = parts.length >= LIMITS.headlineStuffedItems && words / parts.length <= 1.8 ? parts.length : 0;
    const problems = [
      ...r.cliches.map((c) => `"${c}"`),
      ...r.filler.map((f) => `placeholder text ("${f}")`),
      ...(r.sentences.some((s) => s.dropped === 'instruction') ? ['an instruction aimed at software'] : []),
      ...(items ? [`a list of ${items} keywords`] : []),
      ...r.slogans.filter((x) => !r.cliches.some((c) => phraseForm(c).includes(phraseForm(x)))).map((x) => `"${x}"`),
      ...(r.sentences.some((s) => s.dropped === 'gibberish') ? ['random characters'] : []),
    ];
    if (problems.length === 0) {
      if (!r.lexicon)
        return { skip: `your headline is in ${describeLanguage(r.lang)}, for which we have no word lists.` };
      return { fraction: 1, evidence: 'Headline uses no clichés, filler or keyword lists.' };
    }
    // Empty: placeholders, instructions or random characters, or clichés with no role and nothing else.
    const hollow =
      r.filler.length > 0 ||
      r.sentences.some((s) => s.dropped === 'instruction' || s.dropped === 'gibberish') ||
      (r.cliches.length > 0 && !namesRole(ctx, ctx.headline) && extraWords(ctx).length === 0);
    return {
      empty: hollow,
      fraction: 0,
      evidence: `Headline uses ${problems.slice(0, 4).join(', ')}.`,
      fix: 'Replace empty phrases and keyword lists with your role, your specialty and one result.',
    };
  },
};
