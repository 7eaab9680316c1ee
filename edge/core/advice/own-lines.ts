// The person's own lines, read once for the grounded writer: each role's usable sentences (filler, clichés,
// instructions, gibberish and keyword lists set aside; a sentence pasted into several roles kept only in the first),
// and the results with numbers they hold.
import { analyseText, sentenceKey } from '../rubric/content/analyse.ts';
import { lexiconFor, textLanguage } from '../rubric/lang/index.ts';
import { outcomeClause, outcomeNumber } from './outcome.ts';
import type { LlmProfile } from './pii.ts';

const UNUSABLE = new Set(['filler', 'instruction', 'gibberish', 'cliche', 'list']);
/** Contact details scrubbed out of the text: a line that pointed at them says nothing once they are gone. */
const SCRUBBED = /\[(?:link|email|phone) removed\]|\[name\]/;

export interface RoleLines {
  /** As the profile writes it (the key a rewrite is stored under); `org` is the employer a reader would name. */
  company: string;
  org: string;
  title: string;
  /** Characters of the role's own description. */
  chars: number;
  lines: string[];
  /** Lines holding a business outcome with a number, in the role's order. */
  wins: string[];
  /** The role has no end date: the person holds it now. */
  current: boolean;
  /** The year the role ended; null for a role held now or one without a readable date. */
  endYear: number | null;
  startYear: number | null;
}

/** Employment types LinkedIn prints where a company may stand: never an employer's name. */
const EMPLOYMENT =
  /^(?:full[- ]?time|part[- ]?time|self[- ]employed|freelance|freelancer|contract|contractor|internship|intern|apprenticeship|seasonal|temporary|permanent|tiempo completo|jornada completa|media jornada|aut[oó]nomo|contrato|pr[aá]cticas|becari[oa]|temporal|indefinido|tempo integral|meio per[ií]odo|est[aá]gio|contrato|temps plein|temps partiel|ind[ée]pendant|stage|alternance|cdi|cdd|vollzeit|teilzeit|selbstst[äa]ndig|praktikum|werkstudent(?:in)?|tempo pieno|part time|stage|tirocinio|libero professionista)$/i;

/** The company as a reader would name it: an employment type in its place ("Full-time") is no employer. */
export function employer(company: string): string {
  return EMPLOYMENT.test(company.trim()) ? '' : company.trim();
}

export interface OwnLines {
  lang: string;
  about: string[];
  roles: RoleLines[];
}

function usable(text: string, lang: string, seen: Set<string>): string[] {
  const own = textLanguage(text, lang);
  const report = analyseText(text, own, lexiconFor(own));
  const out: string[] = [];
  for (const n of report.sentences) {
    const key = sentenceKey(n.text);
    if ((n.dropped && UNUSABLE.has(n.dropped)) || n.template || !key || seen.has(key) || SCRUBBED.test(n.text))
      continue;
    seen.add(key);
    out.push(n.text.replace(/\s+/g, ' ').trim());
  }
  return out;
}

export function ownLines(p: LlmProfile, lang: string): OwnLines {
  const seen = new Set<string>();
  const about = usable(p.about, lang, seen);
  const roles = p.work.map((w) => {
    const lines = usable(w.description, lang, seen);
    return {
      company: w.company,
      org: employer(w.company),
      title: w.title,
      chars: [...w.description.trim()].length,
      lines,
      wins: lines.filter((l) => outcomeNumber(l) !== null),
      current: !w.end || /^present$/i.test(w.end),
      startYear: Number(w.start.match(/\d{4}/)?.[0]) || null,
      endYear: !w.end || /^present$/i.test(w.end) ? null : Number(w.end.match(/\d{4}/)?.[0]) || null,
    };
  });
  return { lang, about, roles };
}

/** The clause of a line that holds its business outcome, for a headline or a suggestion; '' when none reads alone. */
export function resultClause(line: string, max = 90): string {
  return outcomeClause(line, max);
}
