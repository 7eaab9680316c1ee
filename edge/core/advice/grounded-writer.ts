// The grounded writer: headline variants, an About draft and role descriptions made only of the person's own
// title, skills, sentences and results. It needs no model (the embedded default) and is the fallback for any
// field the LLM gets wrong. Where the profile holds no fact for a slot it asks a precise question in brackets.
import { results } from '../rubric/content/metrics.ts';
import { hasPhrase, norm } from '../rubric/text.ts';
import { clamp } from './ground-content.ts';
import { type OwnLines, type RoleLines, resultClause } from './own-lines.ts';
import type { LlmProfile } from './pii.ts';
import { PRO_LIMITS } from './schema.ts';
import { wordingFor } from './wording.ts';

const en = wordingFor('en').openers;

/**
 * Replaces a duty opener ("Responsible for X", "Responsable de X", "Verantwortlich für X") with an action verb of
 * the text's language; English openers too, as a line in another language's profile may be written in English.
 * Never adds a fact.
 */
export function strengthen(line: string, lang = 'en'): string {
  const openers = lang.startsWith('en') ? en : [...wordingFor(lang).openers, ...en];
  for (const [re, verb] of openers)
    if (re.test(line)) return typeof verb === 'string' ? line.replace(re, verb) : line.replace(re, verb);
  return line;
}
const list = (items: string[]) => items.filter(Boolean).join(' · ');

/** Skills the person lists and also uses in their own text first, then the rest of their pinned or listed skills. */
export function ownSkills(p: LlmProfile, lines: OwnLines, n = 3): string[] {
  const text = norm([p.headline, ...lines.about, ...lines.roles.flatMap((r) => r.lines)].join(' . '));
  const listed = [...new Set([...p.top_skills, ...p.skills].map((s) => s.trim()).filter(Boolean))];
  const used = listed.filter((s) => hasPhrase(text, s));
  return [...new Set([...used, ...listed])].filter((s) => [...s].length <= 40 && !/[[\]]/.test(s)).slice(0, n);
}

function bestWin(lines: OwnLines): { clause: string } | null {
  for (const line of [...lines.roles.flatMap((r) => r.wins), ...lines.about.filter((l) => results(l).length > 0)]) {
    const clause = resultClause(line);
    if (clause) return { clause };
  }
  return null;
}

/**
 * `prefer`: a job ad's terms that the profile's own text backs (edge/core/match headlineTerms), put before the
 * person's other skills; terms the profile does not back never reach this list.
 */
export function headlineVariants(p: LlmProfile, lines: OwnLines, prefer: readonly string[] = []): string[] {
  const w = wordingFor(lines.lang);
  const role = p.work[0];
  const title = role?.title || p.headline.split(/[|·,]/)[0]?.trim() || '';
  if (!title) return [];
  const at = role?.company ? `${title} ${w.at} ${role.company}` : title;
  const own = ownSkills(p, lines);
  const wanted = prefer.filter((s) => [...s].length <= 40 && !/[[\]]/.test(s));
  // Two of the ad's backed terms at most: the person's own main skill keeps its place.
  const skills = [...new Map([...wanted.slice(0, 2), ...own].map((s) => [s.toLowerCase(), s])).values()].slice(0, 3);
  const win = bestWin(lines);
  const proof = win ? win.clause : w.askHeadline(role?.company ?? '');
  const head = (first: string) => ([...first].length <= 65 ? first : title);
  const variants = [
    [head(at), list(skills), proof],
    [head(title), list(skills.slice(0, 2)), win ? win.clause : ''],
    [head(at), list(skills.slice(0, 3))],
  ];
  const out = variants.map((v) => clamp(v.filter(Boolean).join(' | '), PRO_LIMITS.headline));
  return [...new Set(out)].filter((h) => h !== p.headline.trim());
}

export function aboutDraft(p: LlmProfile, lines: OwnLines): string {
  const w = wordingFor(lines.lang);
  const role = p.work[0];
  const hook = lines.about[0] ?? (role?.title ? w.intro(role.title, role.company) : '');
  const story = lines.about.slice(1, 6);
  const inAbout = new Set(lines.about.map((s) => norm(s)));
  const wins = lines.roles
    .flatMap((r) => r.wins)
    .filter((x) => !inAbout.has(norm(x)))
    .slice(0, 3);
  const topic = ownSkills(p, lines, 2).join(' · ');
  const parts = [hook, story.join(' '), wins.length ? `${w.results}\n${wins.map((x) => `• ${x}`).join('\n')}` : ''];
  if (topic) parts.push(w.next(topic));
  // Drop whole paragraphs from the middle rather than cut a sentence in half.
  while (parts.filter(Boolean).join('\n\n').length > PRO_LIMITS.about && parts.length > 2) parts.splice(1, 1);
  return clamp(parts.filter(Boolean).join('\n\n'), PRO_LIMITS.about);
}

/** Bullets from the role's own lines: results first, duty openers made active. No text: precise questions. */
export function roleDescription(role: RoleLines, skills: string[], lang: string): string {
  const w = wordingFor(lang);
  const name = [role.title, role.company].filter(Boolean).join(` ${w.at} `);
  if (role.lines.length === 0) {
    const asks = [w.askOwn(name), w.askResult(name)];
    if (skills.length) asks.push(w.askSkills(skills.slice(0, 2).join(', '), name));
    return asks.map((a) => `• ${a}`).join('\n');
  }
  const ordered = [...role.wins, ...role.lines.filter((l) => !role.wins.includes(l))];
  const bullets = ordered.map((l) => `• ${strengthen(l, lang).replace(/^\p{Ll}/u, (c) => c.toUpperCase())}`);
  const out: string[] = [];
  for (const b of bullets) if ([...out, b].join('\n').length <= PRO_LIMITS.description) out.push(b);
  return out.join('\n') || clamp(bullets[0], PRO_LIMITS.description);
}
