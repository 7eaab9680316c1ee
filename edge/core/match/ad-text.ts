// Splitting an ad into its title and the text worth reading: boilerplate blocks (benefits, about the company,
// equal-opportunity statements) and boilerplate sentences are dropped before any term is counted.
import { BOILERPLATE_HEADINGS, BOILERPLATE_SENTENCE } from './lexicon.ts';

// Headings over what the ad would like but does not require, and over what it requires (which ends a nice-to-have
// block); and the words that mark a single line as optional ("Kafka is a plus").
const NICE_HEADING =
  /\b(?:nice[ -]to[ -]haves?|bonus(?: points)?|preferred|desirable|good to have|a plus|plus points|ideally|de preferencia|deseable|valorable|se valora|valoramos|ser[aá] un plus|w[üu]nschenswert|von vorteil|idealerweise|pluspunkte|ein plus|un plus|atouts?|souhait[ée]s?|appr[ée]ci[ée]s?|gradit[oaie]|preferibil\w*|costituisce un plus|diferencia(?:l|is)|desej[aá]ve(?:l|is))\b/i;
const REQUIRED_HEADING =
  /\b(?:must[ -]haves?|requirements?|required|requisitos?|imprescindible|obligatorio|anforderungen|voraussetzungen|dein profil|ihr profil|das bringst du mit|was du mitbringst|profil recherch[ée]|pr[ée]requis|exig[ée]s?|requisiti|obbligatori\w*|requisitos obrigat[oó]rios|qualifications|what you(?:'ll)? (?:need|bring)|you have|who you are|tu perfil|votre profil|il tuo profilo|seu perfil)\b/i;
const TASKS_HEADING =
  /\b(?:responsibilit\w*|what you(?:'ll| will) do|your (?:role|tasks|mission)|the role|about the (?:role|job)|duties|tasks|aufgaben|deine aufgaben|ihre aufgaben|funciones|responsabilidades|tus tareas|el puesto|missions?|vos missions|le poste|mansioni|responsabilit[àa]|atividades|responsabilidades)\b/i;
// Words that make one item of a line optional: before it ("ideally SaaS", "de preferencia Python") the rest of the
// line is optional; after it ("Kafka is a plus", "Python von Vorteil") the clause before it is.
const NICE_BEFORE =
  /\b(?:nice[ -]to[ -]have|bonus|preferred|preferably|ideally|de preferencia|preferiblemente|preferentemente|idealerweise|id[ée]alement|de pr[ée]f[ée]rence|preferibilmente|de prefer[eê]ncia)\b/i;
const NICE_AFTER =
  /\b(?:(?:is |are |would be )?a (?:big )?plus|an advantage|advantageous|desirable|valorable|se valorar[aá]|deseable|w[üu]nschenswert|von vorteil|w[äa]re ein plus|(?:serait |est )?un plus|appr[ée]ci[ée]e?s?|souhait[ée]e?s?|un atout|gradit[oa]|costituisce un plus|(?:[ée] )?um diferencial|desej[aá]vel)/i;

/** The part of a line its own words call optional, as [start, end) within the line, or null. */
function optionalPart(line: string): [number, number] | null {
  const before = NICE_BEFORE.exec(line);
  if (before) return [before.index, line.length];
  const after = NICE_AFTER.exec(line);
  if (!after) return null;
  const clause = Math.max(line.lastIndexOf(',', after.index), line.lastIndexOf(';', after.index), -1);
  return [clause + 1, after.index + after[0].length];
}

const TITLE_LABEL =
  /^(?:job title|title|position|role|puesto|cargo|stelle|stellenbezeichnung|titre du poste|poste)\s*:\s*(.+)$/i;
// "(m/w/d)", "(f/m/x)", "(h/m)": gender markers in German, Spanish and French titles.
const GENDER_MARK = /\(\s*[mwfdxh](?:\s*\/\s*[mwfdxh]){1,3}\s*\)|\b[mwfdxh]\/[mwfdxh](?:\/[mwfdxh])*\b/gi;

const isHeading = (line: string) =>
  line.length <= 60 && (/:$/.test(line) || !/[.!?;,]$/.test(line)) && line.split(/\s+/).length <= 7;

export function cleanTitle(s: string): string {
  return (
    s
      .replace(GENDER_MARK, ' ')
      // "(Python / Go)" after a title names skills, read with the body; the title is the role.
      .replace(/\([^)]*\)/g, ' ')
      .replace(/[|–—-]\s*(?:remote|hybrid|full[- ]time|part[- ]time).*$/i, '')
      // What follows "|", "@", " at " or a comma is the employer, the place or the arrangement.
      .replace(/\s(?:[|@·]|at)\s.*$|,.*$/i, '')
      .replace(/\s+/g, ' ')
      .replace(/^[\s\-–—:•*#]+|[\s\-–—:,.!•*#]+$/g, '')
  );
}

export interface AdParts {
  title: string;
  body: string;
  boilerplateChars: number;
  /** Spans of the body [start, end) under a nice-to-have heading or on a line that calls itself optional. */
  nice: Array<[number, number]>;
}

/** The ad's title (labelled, or its first short line; the whole text when it is only a role name) and its body. */
export function splitAd(text: string): AdParts {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const bullets = new Set(raw.flatMap((l, i) => (/^\s*(?:[•*\-–·▪●◦]|\d{1,2}[.)])\s/.test(l) ? [i] : [])));
  const lines = raw.map((l) => l.replace(/^[\s•*\-–·#▪●◦]+/, '').trim());
  const filled = lines.filter(Boolean);
  if (filled.length === 0) return { title: '', body: '', boilerplateChars: 0, nice: [] };
  if (filled.length === 1 && filled[0].length <= 150 && !/[.!?]\s/.test(filled[0]))
    return { title: cleanTitle(filled[0]), body: '', boilerplateChars: 0, nice: [] };
  let title = '';
  let titleAt = -1;
  lines.forEach((l, i) => {
    const m = l.match(TITLE_LABEL);
    if (m && titleAt < 0) [title, titleAt] = [m[1], i];
  });
  if (titleAt < 0) {
    titleAt = lines.findIndex(Boolean);
    const first = lines[titleAt];
    if (first.length <= 90 && first.split(/\s+/).length <= 12 && !/[.!?]$/.test(first)) title = first;
    else titleAt = -1;
  }
  const kept: string[] = [];
  const nice: Array<[number, number]> = [];
  let at = 0;
  let skipping = false;
  let optional = false;
  let dropped = 0;
  lines.forEach((line, i) => {
    if (i === titleAt || !line) return;
    if (isHeading(line)) {
      const h = line.replace(/:$/, '').trim();
      skipping = BOILERPLATE_HEADINGS.test(h);
      // A bullet is never a heading; a short line is one when it ends with a colon or names a section.
      const section = !bullets.has(i) && (/:$/.test(line) || REQUIRED_HEADING.test(h) || TASKS_HEADING.test(h));
      if (!bullets.has(i) && NICE_HEADING.test(h)) optional = true;
      else if (section || skipping) optional = false;
    }
    if (skipping) {
      dropped += line.length;
      return;
    }
    const sentences = line.split(/(?<=[.!?;])\s+/);
    const keep = sentences.filter((s) => !BOILERPLATE_SENTENCE.test(s));
    dropped += sentences.filter((s) => BOILERPLATE_SENTENCE.test(s)).join(' ').length;
    if (!keep.length) return;
    const out = keep.join(' ');
    const part = optional ? ([0, out.length] as const) : optionalPart(out);
    if (part) nice.push([at + part[0], at + part[1]]);
    kept.push(out);
    at += out.length + 1;
  });
  return { title: cleanTitle(title), body: kept.join('\n'), boilerplateChars: dropped, nice };
}
