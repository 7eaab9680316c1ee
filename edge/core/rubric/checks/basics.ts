// Profile basics: what a recruiter needs to find and reach the person. Not headline quality, so scored here, with
// a small weight of its own in the overall score.
import type { Ctx } from '../context.ts';
import { plural } from '../text.ts';
import type { Finding, Skip } from '../types.ts';

export const basicsChecks: Record<string, (ctx: Ctx) => Finding | Skip> = {
  'basics.contact': (ctx) => {
    const { basics } = ctx.profile;
    const other = basics.profiles.filter((p) => !/linkedin/i.test(`${p.network} ${p.url}`));
    const found = [
      basics.email ? 'an email address' : '',
      basics.phone ? 'a phone number' : '',
      basics.url && !/linkedin\.com/i.test(basics.url) ? 'a website' : '',
      other.length ? plural(other.length, 'other link') : '',
    ].filter(Boolean);
    if (found.length) return { fraction: 1, evidence: `Contact info lists ${found.join(', ')}.` };
    return { fraction: 0, evidence: 'No email, phone or website in the contact details.' };
  },

  'basics.custom_url': (ctx) => {
    const { basics } = ctx.profile;
    const urls = [...basics.profiles.map((p) => p.url), basics.url ?? ''].filter((u) => /linkedin\.com\/in\//i.test(u));
    if (urls.length === 0) {
      if (ctx.layout === 'legacy') return { skip: 'exports from 2016-17 did not print the profile URL.' };
      return { fraction: 0, evidence: 'No linkedin.com/in/ address found in the contact details.' };
    }
    const slug = (urls[0].split(/linkedin\.com\/in\//i)[1] ?? '').replace(/[/?#].*$/, '');
    const last = slug.split('-').pop() ?? '';
    const generated = /^ACo/i.test(slug) || (slug.includes('-') && last.length >= 5 && /\d/.test(last));
    if (generated) return { fraction: 0, evidence: `Profile address ends in a generated code: "…/in/${slug}".` };
    return { fraction: 1, evidence: `Profile address is custom: "linkedin.com/in/${slug}".` };
  },

  'basics.languages': (ctx) => {
    const langs = ctx.profile.languages.map((l) => l.language);
    if (langs.length === 0) return { fraction: 0, evidence: 'No languages listed.' };
    return { fraction: 1, evidence: `${plural(langs.length, 'language')} listed: ${langs.slice(0, 4).join(', ')}.` };
  },
};
