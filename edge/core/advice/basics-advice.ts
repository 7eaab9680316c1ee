// Profile basics said about this person: what their export shows and the one edit that fixes it. The basics card
// speaks the product's language (English), as its checks do; the person's own address and titles are quoted.
import { knownLanguageName } from '../rubric/lang/detect.ts';
import { biggerProblems } from './judgement.ts';
import type { AdviceInputs } from './suggestions.ts';

type Writer = (a: AdviceInputs) => string | null;

export const BASICS: Record<string, Writer> = {
  'basics.contact': (a) => {
    const title = a.ctx.current[0]?.position ?? a.ctx.roles[0]?.position;
    return title
      ? `Add an email address or a website to your contact info: recruiters who find you as "${title}" can then reach you outside LinkedIn.`
      : null;
  },
  'basics.custom_url': (a) => {
    const c = a.analysis.basics.checks.find((x) => x.id === 'basics.custom_url');
    const slug = c?.evidence.match(/…\/in\/([^"]+)"/)?.[1];
    if (!slug) return null;
    const mine = slug.replace(/-[^-]*\d[^-]*$/, '');
    return mine && mine !== slug
      ? `Your profile address ends in a generated code ("…/in/${slug}"): claim "linkedin.com/in/${mine}" or a variant in "Edit public profile & URL".`
      : `Your profile address ("…/in/${slug}") is a generated code: claim one with your name in "Edit public profile & URL".`;
  },
  'basics.languages': (a) => {
    // A Languages list is an extra: not worth saying while the profile has larger problems.
    if (biggerProblems(a)) return null;
    const lang = knownLanguageName(a.lines.lang.slice(0, 2));
    return lang
      ? `Add a Languages section: your profile is written in ${lang}; list it and any other language you speak, with your level.`
      : null;
  },
};
