// The grounded writer: headline variants, an About draft and role descriptions made only of the person's own
// title, skills, sentences and results. It needs no model (the embedded default) and is the fallback for any
// field the LLM gets wrong. Where the profile holds no fact for a slot it asks a precise question in brackets.

import { hasPhrase, norm, words } from '../rubric/text.ts';
import { clamp } from './ground-content.ts';
import { findNumbers } from './numbers.ts';
import { isOutcome, readsAlone, strongOutcome } from './outcome.ts';
import { employer, type OwnLines, type RoleLines, resultClause } from './own-lines.ts';
import type { LlmProfile } from './pii.ts';
import { PRO_LIMITS } from './schema.ts';
import { type Wording, wordingFor } from './wording.ts';

const en = wordingFor('en').openers;

/**
 * Replaces a duty opener ("Responsible for X", "Responsable de X", "Verantwortlich für X") with an action verb of
 * the text's language; English openers too, as a line in another language's profile may be written in English.
 * Never adds a fact.
 */
export function strengthen(line: string, lang = 'en'): string {
  // "Responsible for creating X" reads best as "Creating X": the gerund is already the action.
  const gerund = line.match(/^(?:i was |was )?(?:responsible for|in charge of|tasked with)\s+(\p{L}+ing\b.*)$/iu);
  if (gerund) return gerund[1].replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  const openers = lang.startsWith('en') ? en : [...wordingFor(lang).openers, ...en];
  for (const [re, verb] of openers)
    if (re.test(line)) return typeof verb === 'string' ? line.replace(re, verb) : line.replace(re, verb);
  return line;
}
const list = (items: string[]) => items.filter(Boolean).join(' · ');

/** Traits anyone may claim: a headline stuffed with them says nothing a recruiter searches for. */
const SOFT =
  /^(?:leadership|communication|teamwork|team work|problem solving|critical thinking|management|strategy|time management|collaboration|creativity|adaptability|interpersonal skills|public speaking|negotiation|analytical skills|attention to detail|work ethic|customer service|microsoft office|english|liderazgo|comunicación|trabajo en equipo|gestión|liderança|comunicação|trabalho em equipe|communication|travail d'équipe|kommunikation|teamfähigkeit|führung|comunicazione|lavoro di squadra)$/i;
/** A skill written in a language other than the profile's (accented letters in an English profile). */
const foreign = (s: string, lang: string) => lang.startsWith('en') && /[À-ÿ]/.test(s);

/** Skills the person lists and also uses in their own text first, then the rest of their pinned or listed skills. */
export function ownSkills(p: LlmProfile, lines: OwnLines, n = 3): string[] {
  const text = norm([p.headline, ...lines.about, ...lines.roles.flatMap((r) => r.lines)].join(' . '));
  const listed = [...new Set([...p.top_skills, ...p.skills].map((s) => s.trim()).filter(Boolean))];
  // A one-letter skill ("R", "C") matches any stray letter: it cannot show that a skill is used.
  const used = listed.filter((s) => [...s].length > 1 && hasPhrase(text, s));
  // An export in another interface language prints skill names in that language (accented names beside English
  // text): only those their own text uses are in their words.
  return [...new Set([...used, ...listed.filter((s) => !foreign(s, lines.lang))])]
    .filter((s) => [...s].length > 1 && [...s].length <= 40 && !/[[\]]/.test(s))
    .slice(0, n);
}

/** Roles that say what the person does now: those held now and those ended in the last five years. */
function recentRoles(lines: OwnLines): RoleLines[] {
  // The latest year the profile shows work: an ended role's last year, or the year a role held now began.
  const years = lines.roles.map((r) => (r.current ? r.startYear : r.endYear)).filter((y): y is number => !!y);
  const latest = Math.max(0, ...years);
  const recent = lines.roles.filter(
    (r, i) => r.current || (r.endYear !== null ? r.endYear >= latest - 5 : i < 2 && !years.length),
  );
  return recent.length ? recent.slice(0, 4) : lines.roles.slice(0, 1);
}

/**
 * Skills fit for a headline: backed by the person's current and recent roles (their titles and text, the latest
 * weighing most) or their About, never by a role that ended long ago alone; never soft traits or another language.
 */
export function headlineSkills(p: LlmProfile, lines: OwnLines, n = 3): string[] {
  const roles = recentRoles(lines).map((r, i) => ({
    text: norm([r.title, ...r.lines].join(' . ')),
    w: 4 - Math.min(i, 3),
  }));
  const about = norm(lines.about.join(' . '));
  const fit = ownSkills(p, lines, 50).filter((s) => !SOFT.test(s) && !foreign(s, lines.lang));
  const score = (s: string) =>
    roles.reduce((t, r) => t + (hasPhrase(r.text, s) ? r.w : 0), 0) + (hasPhrase(about, s) ? 1 : 0);
  // A skill no line of theirs shows in use is a claim a recruiter cannot check: never put in a headline.
  return fit
    .map((s, i) => ({ s, i, v: score(s) }))
    .filter((x) => x.v > 0)
    .sort((x, y) => y.v - x.v || x.i - y.i)
    .map((x) => x.s)
    .slice(0, n);
}

/** A result for the headline: from a role the person holds now, or their About; never an old role's line. */
function bestWin(lines: OwnLines): { clause: string } | null {
  const now = lines.roles.filter((r) => r.current).flatMap((r) => r.wins);
  for (const line of [...now, ...lines.about]) {
    const clause = resultClause(line, 80);
    if (clause) return { clause };
  }
  return null;
}

/** The person's own headline words that are not their title or employer: their specialty, kept in their voice. */
function ownSegments(p: LlmProfile, title: string, company: string): string[] {
  const skip = [title, company].map((x) => norm(x).trim()).filter(Boolean);
  return p.headline
    .split(/\s*[|·•]\s*|\s+[-–—]\s+/)
    .map((x) =>
      x
        .replace(/\s+(?:@|at|en|chez|bei|presso|na|em)\s+.*$/i, '')
        .replace(/…$/, '')
        .trim(),
    )
    .filter((x) => x.length > 2 && !x.endsWith('…') && !skip.some((k) => norm(x).trim() === k))
    .filter((x) => {
      const t = new Set(words(title).map((w) => w.slice(0, 5)));
      const own = words(x);
      return own.filter((w) => t.has(w.slice(0, 5))).length <= own.length / 2;
    });
}

/**
 * `prefer`: a job ad's terms that the profile's own text backs (edge/core/match headlineTerms), put before the
 * person's other skills; terms the profile does not back never reach this list.
 */
export function headlineVariants(p: LlmProfile, lines: OwnLines, prefer: readonly string[] = []): string[] {
  const w = wordingFor(lines.lang);
  const role = p.work.find((x) => !x.end || /^present$/i.test(x.end));
  const title = role?.title || p.headline.split(/[|·,]/)[0]?.trim() || '';
  if (!title) return [];
  const org = role ? employer(role.company) : '';
  // The word the person's own headline joins title and employer with: a headline is pasted in their words.
  const join = [w.at, 'at', '@', 'chez', 'bei', 'en', 'presso', 'em', 'na'].find((x) =>
    new RegExp(`\\s${x}\\s`).test(p.headline),
  );
  const at = org ? `${title} ${join ?? w.at} ${org}` : title;
  // The AI or tech terms at the core of their own headline stay in every option.
  const core = ownSegments(p, title, org).filter((x) => TECH.test(x) && [...x].length <= 40);
  const own = [...core, ...headlineSkills(p, lines).filter((s) => !core.some((c) => hasPhrase(norm(c), s)))];
  const wanted = prefer.filter((s) => [...s].length <= 40 && !/[[\]]/.test(s));
  // Two of the ad's backed terms at most: the person's own main skill keeps its place.
  const skills = [...new Map([...wanted.slice(0, 2), ...own].map((s) => [s.toLowerCase(), s])).values()].slice(0, 3);
  const win = bestWin(lines);
  const mine = ownSegments(p, title, org).slice(0, 2);
  const head = (first: string) => ([...first].length <= 65 ? first : title);
  const listed = list(skills);
  const variants = [
    [head(at), listed, win?.clause ?? ''],
    [head(at), ...mine, win?.clause ?? list(skills.filter((k) => !hasPhrase(norm(mine.join(' . ')), k)))],
    [head(title), ...(listed ? [list(skills.slice(0, 2))] : mine), win ? '' : w.askHeadline(org)],
  ];
  // Nothing of theirs to add: the slots a recruiter looks for, as questions, after their title.
  const bare = !variants.some((v) => v.filter(Boolean).length > 2);
  if (bare) variants.push(win ? [head(at), win.clause] : [head(at), w.askSpecialty, w.askHeadline(org)]);
  // Else their own headline with the one slot it lacks, a result, asked for: kept when nothing above reads better.
  else if (!win && p.headline.trim() && [...p.headline].length <= 150)
    variants.push([p.headline.trim(), w.askHeadline(org)]);
  const out = variants
    .filter((v) => v.filter(Boolean).length > 1)
    .map((v) => clamp(v.filter(Boolean).join(' | '), PRO_LIMITS.headline));
  return [...new Set(out)].filter((h) => norm(h) !== norm(p.headline) && !ARTIFACT.test(h));
}

const TECH =
  /\b(?:ai|ml|llms?|genai|gen ai|agents?|agentic|machine learning|deep learning|generative|gpt|langchain|langgraph|rag|mcp|nlp|data science|computer vision|cloud|devops|mlops)\b/i;
/** What the export leaves of a link or address: never pasted into a headline or a role. */
export const ARTIFACT = /\[(?:link|email|phone) removed\]|https?:\/\/|\bwww\.|\b\w+\.(?:com|io|org|net|dev)\/\S*/i;

/** A closing line of the person's own that invites contact: kept at the end of any draft. */
const CTA =
  /\b(?:connect|reach out|get in touch|contact me|message me|drop me|let'?s talk|feel free|dm me|conect|cont[aá]ct|escr[ií]beme|contactez|kontakt|vernetz|contattami|scrivimi)\w*/i;

function ownCta(p: LlmProfile): string {
  const sentences = p.about.split(/(?<=[.!?])\s+|\n+/).map((x) => x.trim());
  const last = [...sentences].reverse().find((x) => CTA.test(x));
  return last && !/\[(?:link|email|phone) removed\]/.test(last) && readsAlone(last) ? last : '';
}

/**
 * An About draft made of the person's own sentences: their opening, their story without the clichés the advice
 * flags, their results from other sections, their own call to action. Where the profile gives too little for a
 * draft (no About and fewer than two results), an outline: their results, and questions in brackets for the rest.
 */
export function aboutDraft(p: LlmProfile, lines: OwnLines, cliches: readonly string[] = []): string {
  const w = wordingFor(lines.lang);
  const flagged = (x: string) => cliches.some((c) => hasPhrase(norm(x), c));
  const cta = ownCta(p);
  // A heading left without its list ("Core strengths:") says nothing once the list is gone.
  const about = lines.about.filter((x) => !flagged(x) && norm(x) !== norm(cta) && !/:\s*\.?$/.test(x));
  const inAbout = new Set(about.map((s) => norm(s)));
  const wins = [
    ...new Map(
      lines.roles
        .flatMap((r) => r.wins.filter((x) => r.current || strongOutcome(x)))
        .filter((x) => isOutcome(x) && !inAbout.has(norm(x)))
        .map((x) => [norm(x), x]),
    ).values(),
  ].slice(0, 3);
  const role = p.work.find((x) => !x.end || /^present$/i.test(x.end));
  // Too little for a draft: no About and under two results, or a one-line About and none (a draft would hand
  // back their line and a question). An outline of their results, their opening line kept, helps more.
  if ((about.length === 0 && wins.length < 2) || (about.length === 1 && wins.length === 0))
    return aboutOutline(p, wins, w, about[0]);
  const hook = about[0] ?? (role?.title ? w.intro(role.title, employer(role.company)) : w.askIntro);
  const story = about.slice(1, 6).map((x) => (/[.!?…)"”]$/.test(x) ? x : `${x}.`));
  const parts = [hook, story.join(' '), wins.length ? `${w.results}\n${wins.map((x) => `• ${x}`).join('\n')}` : ''];
  parts.push(cta || w.askNext);
  // Drop whole paragraphs from the middle rather than cut a sentence in half.
  while (parts.filter(Boolean).join('\n\n').length > PRO_LIMITS.about && parts.length > 2) parts.splice(1, 1);
  return clamp(parts.filter(Boolean).join('\n\n'), PRO_LIMITS.about);
}

/** The outline alone, for a profile whose draft would not read better than what it has. */
export function aboutOutlineFor(p: LlmProfile, lines: OwnLines): string {
  const wins = [...new Set(lines.roles.flatMap((r) => r.wins).filter(isOutcome))].slice(0, 3);
  return aboutOutline(p, wins, wordingFor(lines.lang));
}

function aboutOutline(p: LlmProfile, wins: string[], w: Wording, opening?: string): string {
  const names = [
    ...new Set(p.work.slice(0, 3).map((r) => [r.title, employer(r.company)].filter(Boolean).join(` ${w.at} `))),
  ];
  const bullets = [...wins.map((x) => `• ${x}`)];
  for (const name of names) if (bullets.length < 2) bullets.push(`• ${w.askResult(name)}`);
  return [opening ?? w.askIntro, bullets.length ? `${w.results}\n${bullets.join('\n')}` : '', w.askNext]
    .filter(Boolean)
    .join('\n\n');
}

/** Bullets from the role's own lines: results first, duty openers made active, and where a line that could carry
 * a number has none, a precise question in brackets. No text: questions only. */
export function roleDescription(role: RoleLines, skills: string[], lang: string): string {
  const w = wordingFor(lang);
  const name = [role.title, role.org].filter(Boolean).join(` ${w.at} `);
  if (role.lines.length === 0) {
    const asks = [w.askOwn(name), w.askResult(name)];
    if (skills.length) asks.push(w.askSkills(skills.slice(0, 2).join(', '), name));
    return asks.map((a) => `• ${a}`).join('\n');
  }
  const lines = joinFragments(role.lines).filter((l) => !ARTIFACT.test(l));
  // A sentence about the employer is context, kept first as it stands, never a result bullet of the person's.
  const context = lines.filter((l) => aboutEmployer(l, role.org));
  const own = lines.filter((l) => !context.includes(l));
  const wins = own.filter((l) => role.wins.some((x) => l.includes(x)));
  // A text with its own headings (a project, then its bullets) keeps its order: results first would scatter it.
  const structured = own.some((l) => /:$/.test(l));
  const ordered = structured ? own : [...wins, ...own.filter((l) => !wins.includes(l))];
  let asked = 0;
  const bullets = ordered.map((l) => {
    const line = strengthen(l, lang).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    if (/:$/.test(line)) return line;
    const ask =
      asked < 2 && findNumbers(l).length === 0 && !aboutEmployer(l, role.org) && !REPORTING.test(l)
        ? w.askNumber(l)
        : null;
    if (ask) asked++;
    return `• ${ask ? `${line.replace(/[\s.]+$/, '')} ${ask}` : line}`;
  });
  const out: string[] = context.slice(0, 1);
  for (const b of bullets) if ([...out, b].join('\n').length <= PRO_LIMITS.description) out.push(b);
  return out.join('\n') || clamp(bullets[0], PRO_LIMITS.description);
}

/** A line about the position's place, not its work: nothing to count. */
const REPORTING = /\b(?:reported to|reporting to|report(?:s|ed)? into|the position|this position|the role)\b/i;

/** A sentence about the employer, not the person ("Acme is the leader in ..."): nothing of theirs to count. */
export function aboutEmployer(line: string, org: string): boolean {
  const first = org.split(/\s+/)[0];
  return (
    /^(?:we|our|the company|la empresa|nous|wir|l'entreprise)\b/i.test(line) ||
    /\b(?:we specialize|we help|our (?:expertise|mission|clients|team))\b/i.test(line) ||
    (first.length > 1 &&
      line.startsWith(first) &&
      /^\S+(?:\s+\S+){0,3}\s+(?:is|are|was|combines|works|provides|offers|helps|es|est|ist|è)\b/i.test(line))
  );
}

/** Lines a PDF split mid-sentence ("— from contract ...", "And promotion, ...") joined back to the line they end. */
function joinFragments(lines: string[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (prev && !/[.!?:]$/.test(prev) && /^(?:[—–-]\s|\(|\p{Ll}|[Aa]nd |[Oo]r )/u.test(l))
      out[out.length - 1] = `${prev} ${l.replace(/^And /, 'and ')}`;
    else out.push(l);
  }
  return out;
}
