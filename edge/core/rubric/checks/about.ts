import { findSkill, termsIn } from '../../skills/index.ts';
import { findPhrases } from '../content/phrases.ts';
import { allSkills, type Ctx } from '../context.ts';
import { describeLanguage } from '../lang/index.ts';
import { fmt, plural, quote } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';

// Without an About, every other About check would fail for the same reason: they hand their points to the length
// check, which fails once.
const NO_ABOUT: Skip = { skip: 'there is no About section yet (see About length).', to: 'about.length' };
const has = (ctx: Ctx) => ctx.about.trim() !== '';
// LinkedIn's template sentences still say what the person does and in which field (they are judged under "In your
// own words"); only skills shown in use need the person's own sentences.
const keptText = (ctx: Ctx) => ctx.content.about.kept.join('\n');
/** One or two thin lines: too little to judge an opening, keywords or tone; About length says it once. */
const THIN: Skip = { skip: 'your About is one or two short lines (see About length).', to: 'about.length' };
const thin = (ctx: Ctx) => ctx.content.about.effective < LIMITS.aboutThin;

const DROPPED: Record<string, string> = {
  filler: 'placeholder text',
  instruction: 'instructions aimed at software',
  gibberish: 'random characters',
  repeat: 'repeated sentences',
  pasted: 'text pasted from your roles',
  cliche: 'clichés',
  list: 'keyword lists',
};

function droppedSummary(ctx: Ctx): string {
  const kinds = [...new Set(ctx.content.about.sentences.map((s) => s.dropped).filter((d) => d !== undefined))];
  return kinds.map((k) => DROPPED[k]).join(', ');
}

const checks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'about.length': (ctx) => {
    if (!has(ctx)) return { fraction: 0, evidence: 'No About section found in the profile.' };
    const r = ctx.content.about;
    const n = r.effective;
    const dropped = droppedSummary(ctx);
    const evidence =
      n < r.chars - 20 && dropped
        ? `About is ${fmt(r.chars)} characters, ${fmt(n)} once ${dropped} are set aside.`
        : `About is ${fmt(r.chars)} characters.`;
    if (r.chars > LIMITS.aboutMax)
      return { fraction: 0, evidence: `${evidence} LinkedIn keeps only ${fmt(LIMITS.aboutMax)}.` };
    if (n >= LIMITS.aboutGoodMin) return { fraction: 1, evidence };
    // A line or two still tells a visitor something: never less than a small share once there is content.
    return { fraction: n > 0 ? Math.min(0.9, Math.max(0.15, n / LIMITS.aboutGoodMin)) : 0, evidence };
  },

  'about.hook': (ctx) => {
    if (!has(ctx)) return NO_ABOUT;
    if (thin(ctx)) return THIN;
    const kept = keptText(ctx);
    const head = [...kept].slice(0, LIMITS.aboutPreview).join('');
    const terms = [
      ...ctx.current.map((r) => r.position),
      ...(ctx.roles[0] ? [ctx.roles[0].position] : []),
      ...allSkills(ctx),
    ];
    const named =
      terms.map((t) => findSkill(head, t)).find((h) => h !== null) ?? termsIn(head).map((t) => ({ quote: t }))[0];
    const complete = /[.!?:](\s|$)|\n/.test(head) || [...kept].length <= LIMITS.aboutPreview;
    const parts = [
      named ? `names "${named.quote}"` : 'names neither your role nor your field',
      complete ? 'finishes a sentence' : 'ends mid-sentence',
    ];
    const evidence = `The opening ${quote(head || ctx.about, 60)} ${parts.join(' and ')}.`;
    if (named && complete) return { fraction: 1, evidence };
    if (named || (complete && kept)) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'about.results': (ctx) => {
    if (!has(ctx)) return NO_ABOUT;
    const q = ctx.content.about.results;
    const shown = q
      .slice(0, 3)
      .map((x) => `"${x}"`)
      .join(', ');
    if (q.length >= LIMITS.aboutResultsGood)
      return { fraction: 1, evidence: `About shows ${q.length} results with numbers: ${shown}.` };
    if (q.length === 1) return { fraction: PARTIAL, evidence: `About shows one result with a number: ${shown}.` };
    return { fraction: 0, evidence: 'About shows no result with a number (years, ratios and "110%" do not count).' };
  },

  'about.keywords': (ctx) => {
    if (!has(ctx)) return NO_ABOUT;
    if (thin(ctx)) return THIN;
    const kept = keptText(ctx);
    const skills = allSkills(ctx).filter((s) => findSkill(kept, s)?.exact);
    const terms = termsIn(kept).filter((t) => !skills.some((s) => findSkill(t, s)?.exact));
    const found = [...skills, ...terms];
    const evidence = found.length
      ? `About names ${plural(found.length, 'skill or field keyword', 'skills or field keywords')} (${found.slice(0, 3).join(', ')}).`
      : 'About names none of your skills or your field’s keywords.';
    if (found.length >= LIMITS.aboutKeywordsGood) return { fraction: 1, evidence };
    if (found.length > 0) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'about.original': (ctx) => {
    if (!has(ctx)) return NO_ABOUT;
    if (thin(ctx)) return THIN;
    const r = ctx.content.about;
    const problems = [
      ...(r.template ? ["LinkedIn's generated template sentence"] : []),
      ...(r.clicheHits
        ? [
            `${plural(r.clicheHits, 'cliché')} (${r.cliches
              .slice(0, 3)
              .map((c) => `"${c}"`)
              .join(', ')})`,
          ]
        : []),
      ...r.filler.slice(0, 1).map((f) => `placeholder text ("${f}")`),
      ...(r.sentences.some((s) => s.dropped === 'instruction') ? ['instructions aimed at software'] : []),
      ...(r.sentences.some((s) => s.dropped === 'gibberish') ? ['random characters'] : []),
      ...(r.sentences.filter((s) => s.dropped === 'list').length ? ['keyword lists'] : []),
      ...(r.sentences.some((s) => s.dropped === 'repeat' || s.dropped === 'pasted') ? ['repeated or pasted text'] : []),
    ];
    if (problems.length === 0) {
      if (!r.lexicon) return { skip: `your About is in ${describeLanguage(r.lang)}, for which we have no word lists.` };
      return { fraction: 1, evidence: 'About is in your own words: no template, clichés or filler.' };
    }
    const placeholder = r.sentences.some(
      (x) => x.dropped === 'filler' || x.dropped === 'instruction' || x.dropped === 'gibberish',
    );
    const serious = r.template || r.clicheHits >= 3 || placeholder || r.effective < r.chars / 2;
    // Empty: what is left in the person's own words is less than half the text (template, placeholders,
    // instructions, clichés), or the clichés are a stack (four or more, one every 100 characters or closer). A real About
    // with a few clichés loses this check's points only.
    const ownChars = r.own.reduce((n, x) => n + x.length, 0);
    const stack = r.clicheHits >= 4 && r.clicheHits >= r.chars / 100;
    const empty = ((r.template || placeholder || r.clicheHits >= 3) && ownChars < r.chars / 2) || stack;
    return {
      empty,
      fraction: serious ? 0 : PARTIAL,
      evidence: `About uses ${problems.join(', ')}.`,
      fix: r.template
        ? "Replace LinkedIn's generated sentence with what you do, for whom, and one result."
        : 'Swap empty phrases for specifics: what you did, for whom, with what result.',
    };
  },

  'about.readable': (ctx) => {
    const text = ctx.about.trim();
    if (!text) return NO_ABOUT;
    if (thin(ctx)) return THIN;
    const n = [...text].length;
    if (n <= LIMITS.aboutParagraphsFrom)
      return { fraction: 1, evidence: `About is short (${n} characters) and reads in one go.` };
    const blocks = text.split(/\n\s*\n|\n(?=\s*[•·▪*–-]\s)/).filter((b) => b.trim()).length;
    const lines = text.split('\n').filter((l) => l.trim()).length;
    if (blocks >= 2 || lines >= 3)
      return { fraction: 1, evidence: `About is split into ${Math.max(blocks, lines)} paragraphs or lines.` };
    return { fraction: 0, evidence: `About is one block of ${fmt(n)} characters with no paragraph breaks.` };
  },

  'about.call_to_action': (ctx) => {
    if (!has(ctx)) return NO_ABOUT;
    if (thin(ctx)) return THIN;
    const r = ctx.content.about;
    if (!r.lexicon) return { skip: `your About is in ${describeLanguage(r.lang)}, for which we have no word lists.` };
    const found = findPhrases(ctx.about, r.lexicon.cta);
    if (found.length) return { fraction: 1, evidence: `About invites contact ("${found[0].phrase}").` };
    return { fraction: 0, evidence: 'About does not invite the reader to get in touch.' };
  },
};

/**
 * Shorter than what LinkedIn shows before "see more", an About is one or two thin lines (a recruiter's anchor: about
 * 25 of 100). An opening, keywords or a number in so little text speak for only as much text as there is, as the
 * style checks of Experience speak only for the roles that are described.
 */
function forItsLength(id: string, check: (ctx: Ctx) => Finding | Skip): (ctx: Ctx) => Finding | Skip {
  if (id === 'about.length') return check;
  return (ctx) => {
    const out = check(ctx);
    const n = ctx.content.about.effective;
    if ('skip' in out || out.fraction === 0 || n >= LIMITS.aboutPreview) return out;
    return {
      ...out,
      fraction: (out.fraction * n) / LIMITS.aboutPreview,
      evidence: `${out.evidence.replace(/\.$/, '')}; counted for its share of ${LIMITS.aboutPreview} characters, as the About is shorter.`,
    };
  };
}

export const aboutChecks: Record<string, (ctx: Ctx) => Finding | Skip> = Object.fromEntries(
  Object.entries(checks).map(([id, check]) => [id, forItsLength(id, check)]),
);
