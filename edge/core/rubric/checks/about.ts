import { allSkills, type Ctx } from '../context.ts';
import { charCount, countMatches, fmt, hasPhrase, norm, quantities, quote, words } from '../text.ts';
import type { Finding, Skip } from '../types.ts';
import { LIMITS, PARTIAL } from '../weights.ts';
import { CTA_PHRASES } from '../words.ts';

const NO_ABOUT: Finding = { fraction: 0, evidence: 'No About section found in the profile.' };

function preview(about: string): string {
  return [...about].slice(0, LIMITS.aboutPreview).join('');
}

export const aboutChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'about.length': (ctx) => {
    const n = charCount(ctx.about.trim());
    if (n === 0) return NO_ABOUT;
    const evidence = `About is ${fmt(n)} characters.`;
    if (n > LIMITS.aboutMax)
      return { fraction: 0, evidence: `${evidence} LinkedIn keeps only ${fmt(LIMITS.aboutMax)}.` };
    if (n >= LIMITS.aboutGoodMin) return { fraction: 1, evidence };
    if (n >= LIMITS.aboutOkMin) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'about.hook': (ctx) => {
    if (!ctx.about.trim()) return NO_ABOUT;
    const head = preview(ctx.about.trim());
    const title = ctx.roles[0]?.position ?? '';
    const terms = [title, ...words(title).filter((w) => w.length >= 4), ...allSkills(ctx)].filter(Boolean);
    const named = terms.find((t) => hasPhrase(norm(head), t));
    const complete = /[.!?:](\s|$)|\n/.test(head) || charCount(ctx.about.trim()) <= LIMITS.aboutPreview;
    const parts = [
      named ? `names "${named}"` : 'names neither your title nor a listed skill',
      complete ? 'finishes a sentence' : 'ends mid-sentence',
    ];
    const evidence = `The first ${LIMITS.aboutPreview} characters ${quote(head, 60)} ${parts.join(' and ')}.`;
    if (named && complete) return { fraction: 1, evidence };
    if (named || complete) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'about.quantified': (ctx) => {
    if (!ctx.about.trim()) return NO_ABOUT;
    const q = quantities(ctx.about);
    const shown = q
      .slice(0, 3)
      .map((x) => `"${x}"`)
      .join(', ');
    if (q.length >= 2) return { fraction: 1, evidence: `About shows ${q.length} numbers: ${shown}.` };
    if (q.length === 1) return { fraction: PARTIAL, evidence: `About shows one number: ${shown}.` };
    return { fraction: 0, evidence: 'About contains no number-backed result.' };
  },

  'about.keywords': (ctx) => {
    if (!ctx.about.trim()) return NO_ABOUT;
    const skills = allSkills(ctx);
    if (skills.length === 0) return { fraction: 0, evidence: 'You list no skills, so About cannot echo them.' };
    const found = countMatches(ctx.textNorm.about, skills);
    const evidence = `About names ${found.length} of your ${skills.length} listed skills${found.length ? ` (${found.slice(0, 3).join(', ')})` : ''}.`;
    if (found.length >= LIMITS.aboutKeywordsGood) return { fraction: 1, evidence };
    if (found.length > 0) return { fraction: PARTIAL, evidence };
    return { fraction: 0, evidence };
  },

  'about.readable': (ctx) => {
    const text = ctx.about.trim();
    if (!text) return NO_ABOUT;
    const n = charCount(text);
    if (n <= LIMITS.aboutParagraphsFrom)
      return { fraction: 1, evidence: `About is short (${n} characters) and reads in one go.` };
    const blocks = text.split(/\n\s*\n|\n(?=\s*[•·▪*–-]\s)/).filter((b) => b.trim()).length;
    const lines = text.split('\n').filter((l) => l.trim()).length;
    if (blocks >= 2 || lines >= 3)
      return { fraction: 1, evidence: `About is split into ${Math.max(blocks, lines)} paragraphs or lines.` };
    return { fraction: 0, evidence: `About is one block of ${n} characters with no paragraph breaks.` };
  },

  'about.call_to_action': (ctx) => {
    if (!ctx.about.trim()) return NO_ABOUT;
    const found = countMatches(ctx.textNorm.about, CTA_PHRASES);
    if (found.length) return { fraction: 1, evidence: `About invites contact ("${found[0]}").` };
    return { fraction: 0, evidence: 'About does not invite the reader to get in touch.' };
  },
};
