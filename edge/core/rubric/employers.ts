// Is an employer named in a text? Company names are written in many forms: with or without "Inc." or "GmbH", in one
// word ("FannieMae"), by their short form in parentheses ("Amazon Web Services (AWS)"), or by the parent's name
// ("Amazon" for AWS, "Google" for Alphabet, "Meta" for Facebook). A headline is stale only if none of them matches.
import { tokenize } from '../skills/index.ts';

/** Legal forms and filler words that do not tell one company from another. */
const SUFFIXES = new Set(
  `inc incorporated ltd limited llc llp plc gmbh ag kg se sa sas sarl srl spa bv nv oy ab as asa co corp corporation
  company group holding holdings pvt private pte pty technologies technology labs the`.split(/\s+/),
);

/** Companies known by several names: any one names all. */
const SAME_COMPANY: readonly (readonly string[])[] = [
  ['amazon', 'amazon web services', 'aws', 'amazon com'],
  ['google', 'alphabet', 'google cloud', 'google deepmind', 'deepmind'],
  ['meta', 'facebook', 'meta platforms', 'instagram', 'whatsapp'],
  ['microsoft', 'microsoft azure'],
  ['ibm', 'international business machines'],
  ['pwc', 'pricewaterhousecoopers'],
  ['ey', 'ernst young', 'ernst & young'],
  ['kpmg'],
  ['deloitte'],
];

/** Employer "names" that are a way of working, not a company: naming them says nothing about staleness. */
const NOT_A_COMPANY =
  /^(?:freelance|freelancer|self employed|self-employed|independent|confidential|stealth|stealth startup|various|own business)$/;

/** Words that mark a name as a former employer on purpose ("Ex-Google", "formerly at IBM"). */
const FORMER = new Set([
  'ex',
  'former',
  'formerly',
  'previously',
  'prev',
  'past',
  'alumni',
  'alum',
  'ehemals',
  'ancien',
  'antes',
]);

const words = (s: string) => tokenize(s).map((t) => t.norm.replace(/&/g, ''));

/** The forms a company's name is written in, each as its words. */
export function companyForms(name: string): string[][] {
  const inParens = [...name.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]);
  const base = name.replace(/\([^)]*\)/g, ' ');
  const full = words(base).filter(Boolean);
  const core = full.filter((w) => !SUFFIXES.has(w));
  const forms = [full, core, ...inParens.map(words)].filter((f) => f.length > 0);
  const key = core.join(' ');
  for (const group of SAME_COMPANY)
    if (group.some((g) => g === key || key.startsWith(`${g} `))) forms.push(...group.map(words));
  // A shortened name: the first word of a long one, when it is distinctive ("Velotio" for Velotio Technologies),
  // and the initials of a name of three words or more ("CSUDH" for California State University-Dominguez Hills).
  if (core.length >= 2 && core[0].length >= 4) forms.push([core[0]]);
  const initials = core.filter((w) => !['of', 'and', 'for', 'de', 'du', 'la'].includes(w)).map((w) => w[0]);
  if (initials.length >= 3) forms.push([initials.join('')]);
  return forms;
}

export function isCompanyName(name: string): boolean {
  return !NOT_A_COMPANY.test(words(name).join(' '));
}

/** How `text` names the company: as a current reference, as a marked former one ("Ex-X"), or not at all. */
export function companyMention(text: string, name: string): 'named' | 'former' | null {
  const t = words(text);
  let found: 'named' | 'former' | null = null;
  for (const form of companyForms(name)) {
    const glued = form.join('');
    for (let i = 0; i < t.length; i++) {
      const len = form.every((w, j) => t[i + j] === w) ? form.length : t[i] === glued ? 1 : 0;
      if (!len) continue;
      const marked = FORMER.has(t[i - 1] ?? '') || (t[i].startsWith('ex') && t[i] !== form[0]);
      if (!marked) return 'named';
      found = 'former';
    }
  }
  return found;
}
