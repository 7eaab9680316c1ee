// What counts as a result worth quoting back to a person: a business outcome with a number (revenue, users, time,
// cost, size, rank), in a clause that reads as a sentence of its own. The rubric's number reading is generous on
// purpose (it scores effort); advice that quotes a line back must be stricter, or it presents "for Fortune 500
// companies" or "together with 3 other partners" as an achievement.
import { results } from '../rubric/content/metrics.ts';

/** Numbers that are names, not outcomes: lists and rankings of other organisations. */
const PRESTIGE =
  /\b(?:fortune|amlaw|am law|s&p|nasdaq|ftse|dax|ibex|forbes|inc\.?|big|global|top|russell|fintech|fast company)\s*\d|\bbig (?:four|4|three|3)\b/i;
/** A unit that makes a number an outcome by itself: percentages, money, multipliers, scale words. */
const STRONG =
  /[%$€£¥₹]|\b(?:usd|eur|gbp|inr|brl|mxn)\b|\d\s?[x×](?!\p{L})|\d\s?(?:k|m|mm|bn|million|billion|mil|millones|milhões|mio|mrd)\b/iu;
/** Outcome nouns a count may stand before: people reached, things shipped, time, money, rank. */
const COUNTED =
  /\d[\d.,]*\+?\s+(?:\p{L}+\s+){0,2}(?:users?|customers?|clients?|members?|subscribers?|downloads?|visitors?|students?|learners?|patients?|people|employees?|engineers?|developers?|reports?|staff|leads?|deals?|accounts?|orders?|transactions?|sales|stores?|sites?|locations?|countries|markets?|cities|hours?|days?|weeks?|months?|minutes?|projects?|products?|features?|models?|apps?|applications?|partners?|hires?|candidates?|placements?|events?|attendees?|articles?|followers?|stars?|contracts?|units?|tickets?|requests?|risks?|issues?|defects?|bugs?|incidents?|vulnerabilit(?:y|ies)|findings?|usuarios?|clientes?|personas?|empleados?|proyectos?|horas?|días|utilisateurs?|clients?|personnes?|projets?|heures?|kunden|nutzer|mitarbeiter(?:innen)?|projekte|stunden|utenti|clienti|persone|progetti|ore)\b/iu;
/** Verbs of change and delivery: a count after one of these is something the person achieved. */
const ACHIEVED =
  /\b(?:uncover\w*|identif\w*|mitigat\w*|resolv\w*|fix\w*|grew|grow[ns]?|increas\w*|rais\w*|boost\w*|improv\w*|reduc\w*|cut|sav\w*|saving|generat\w*|deliver\w*|launch\w*|ship\w*|built|deploy\w*|scal\w*|won|rank\w*|achiev\w*|exceed\w*|drove|driv\w*|led|manag\w*|hired|recruit\w*|trained|mentored|closed|sold|signed|secured|onboard\w*|serv\w*|acquir\w*|doubl\w*|tripl\w*|halv\w*|contribut\w*|accelerat\w*|shorten\w*|lower\w*|expand\w*|aument\w*|reduj\w*|reduc\w*|gener\w*|lanc\w*|logr\w*|ahorr\w*|augment\w*|r[ée]dui\w*|g[ée]n[ée]r\w*|steiger\w*|gesenkt|erh[öo]ht|aumentat\w*|ridott\w*|gestit\w*)\b/iu;
/** Words a clause may not start with: it would hang off something said before it. */
const HANGS_FROM_START =
  /^(?:and|or|but|with|together|to|for|which|who|that|this|since|as|aside|while|including|from|of|in|on|by|at|via|than|then|so|also|y|e|o|con|para|que|et|avec|pour|qui|und|mit|für|der|die|das|ed|per|che)\b/i;
/** Words a clause may not end on: it was cut before its object. */
const HANGS_AT_END =
  /\b(?:to|of|for|and|or|the|a|an|with|by|in|on|at|from|as|provide|into|than|de|la|el|los|las|y|e|et|le|les|du|des|und|der|die|das|mit|di|il|per)$/i;

/** A number of the line that is an outcome, not a name or a label. */
export function outcomeNumber(line: string): string | null {
  for (const r of results(line)) {
    const at = line.indexOf(r);
    const around = line.slice(Math.max(0, at - 20), at + r.length + 2);
    if (PRESTIGE.test(around)) continue;
    const after = line.slice(at);
    if (STRONG.test(r) || STRONG.test(line.slice(at, at + r.length + 10))) return r;
    if (COUNTED.test(after.slice(0, 60)) && ACHIEVED.test(line)) return r;
  }
  return null;
}

/** A clause that reads on its own: long enough, starts and ends cleanly, brackets and quotes balanced. */
export function readsAlone(clause: string): boolean {
  const c = clause.trim();
  const words = c.split(/\s+/).length;
  if (words < 4) return false;
  if (HANGS_FROM_START.test(c) || HANGS_AT_END.test(c.replace(/[.!?,;:]+$/, ''))) return false;
  const count = (re: RegExp) => (c.match(re) ?? []).length;
  if (count(/\(/g) !== count(/\)/g) || count(/"/g) % 2 === 1 || count(/\[/g) !== count(/]/g)) return false;
  return /^[\p{Lu}\p{N}$€£+~]/u.test(c) || /^\p{Ll}+(?:ed|ó|é|i|t)\b/u.test(c);
}

/** A whole line is a result worth showing when it holds an outcome number and reads as a sentence. */
export function isOutcome(line: string): boolean {
  return outcomeNumber(line) !== null && readsAlone(line);
}

/** The shortest clause of the line that holds its outcome and reads on its own; '' when there is none. */
export function outcomeClause(line: string, max = 90): string {
  const found = outcomeNumber(line);
  if (!found) return '';
  const whole = line.replace(/[.!?]+$/, '').trim();
  const parts = whole.split(/\s*[;–—]\s*|:\s+|,\s+(?=\p{Ll})/u).map((x) => x.trim());
  const candidates = [...parts.filter((p) => p.includes(found)), whole];
  for (const c of candidates)
    if ([...c].length <= max && readsAlone(c)) return c.replace(/^\p{Ll}/u, (x) => x.toUpperCase());
  return '';
}

/** An outcome in money, a percentage or a multiple: worth quoting even from a role that has ended. */
export function strongOutcome(line: string): boolean {
  const n = outcomeNumber(line);
  return n !== null && (STRONG.test(n) || STRONG.test(line.slice(line.indexOf(n), line.indexOf(n) + n.length + 10)));
}
