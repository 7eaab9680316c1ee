// Rubric-only Pro content: no model, no network. Everything is assembled from the profile's own facts, and
// where a fact is missing we leave a [placeholder] for the user to fill in rather than invent one.
import type { Profile } from '../profile/schema.ts';
import { results } from '../rubric/content/metrics.ts';
import { sentences } from '../rubric/text.ts';
import type { Analysis } from '../rubric/types.ts';
import { clamp } from './ground-content.ts';
import { type LlmProfile, llmProfile } from './pii.ts';
import { ADVICE_SECTIONS, PRO_LIMITS, type ProContent } from './schema.ts';

/** The model name stored with rubric-only content, so a reader can tell it from an LLM's. */
export const RUBRIC_ONLY_MODEL = 'rubric-only';

const OPENERS: Array<[RegExp, string]> = [
  [/^(?:i was |was )?responsible for\s+/i, 'Owned '],
  [/^(?:i )?worked on\s+/i, 'Delivered '],
  [/^(?:i )?(?:helped|assisted) with\s+/i, 'Supported '],
  [/^(?:i was )?involved in\s+/i, 'Contributed to '],
  [/^(?:i was )?in charge of\s+/i, 'Led '],
  [/^(?:i was )?tasked with\s+/i, 'Delivered '],
  [/^duties included?:?\s+/i, 'Delivered '],
  [/^participated in\s+/i, 'Contributed to '],
];

/** Replaces a duty opener ("Responsible for X") with an action verb; English text only. */
function strengthen(sentence: string, english: boolean): string {
  if (!english) return sentence;
  for (const [re, verb] of OPENERS) if (re.test(sentence)) return sentence.replace(re, verb);
  return sentence;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function keySkills(p: LlmProfile): string[] {
  return (p.top_skills.length ? p.top_skills : p.skills).filter(Boolean).slice(0, 3);
}

function headlines(p: LlmProfile): string[] {
  const role = p.work[0];
  const title = role?.title || '[Your role]';
  const skills = keySkills(p);
  const s = skills.length ? skills : ['[Skill 1]', '[Skill 2]'];
  const at = role?.company ? ` at ${role.company}` : '';
  return [
    `${title} | ${s.join(' · ')} | Helping [audience] [achieve result]`,
    `${title}${at} | ${listOf(s.slice(0, 2))} | Delivered [X%] [improvement] in [metric]`,
    `${s[0]} specialist · ${title} · [N]+ [results] for [customers or teams]`,
  ].map((h) => clamp(h, PRO_LIMITS.headline));
}

function about(p: LlmProfile): string {
  const role = p.work[0];
  const skills = keySkills(p);
  const working = skills.length ? `, working with ${listOf(skills)}` : '';
  const at = role?.company ? ` at ${role.company}` : '';
  const intro = !role
    ? `I am a [your role]${working}.`
    : role.end === 'Present'
      ? `I am a ${role.title}${at}${working}.`
      : `Most recently I was a ${role.title}${at}${working}.`;
  const wins = p.work.flatMap((w) => sentences(w.description).filter((x) => results(x).length > 0)).slice(0, 3);
  const bullets = wins.length
    ? wins.map((w) => `• ${w.replace(/^[•\s]+/, '')}`)
    : [
        '• Delivered [X%] [result] for [team or customer] by [what you did].',
        '• Grew [metric] from [N] to [N] in [time frame].',
      ];
  const edu = p.education[0];
  const study = !edu
    ? ''
    : edu.degree && edu.field
      ? `I hold a ${edu.degree} in ${edu.field} from ${edu.school}.`
      : edu.degree
        ? `I hold a ${edu.degree} from ${edu.school}.`
        : edu.field
          ? `I studied ${edu.field} at ${edu.school}.`
          : '';
  const cta = `Let's connect if you are working on ${skills[0] ?? '[topic]'} or [the kind of role you want next].`;
  const parts = [
    intro,
    'What I have delivered:',
    bullets.join('\n'),
    study,
    '[One sentence on how you work and what you want next.]',
    cta,
  ];
  return clamp(parts.filter(Boolean).join('\n\n'), PRO_LIMITS.about);
}

function description(w: LlmProfile['work'][number], skills: string[], english: boolean): string {
  const lines = sentences(w.description)
    .slice(0, 6)
    .map((x) => `• ${strengthen(x, english)}`);
  if (lines.length === 0) {
    lines.push(`• Led [scope of work] as ${w.title}${w.company ? ` at ${w.company}` : ''}.`);
    if (skills.length) lines.push(`• Used ${listOf(skills.slice(0, 2))} to [what you achieved].`);
  }
  if (!lines.some((l) => results(l).length > 0)) lines.push('• Achieved [X%] improvement in [metric] by [action].');
  return clamp(lines.join('\n'), PRO_LIMITS.description);
}

export function rubricOnlyContent(profile: Profile, analysis: Analysis): ProContent {
  const p = llmProfile(profile);
  // The language the person wrote in, not LinkedIn's interface language (older analyses lack it: fall back).
  const english = (analysis.content_language ?? p.language).toLowerCase().startsWith('en');
  const recommendations = {} as ProContent['recommendations'];
  for (const s of ADVICE_SECTIONS) recommendations[s] = analysis.sections[s].suggestions.map((x) => x.text);
  return {
    recommendations,
    headline_variants: headlines(p),
    about_rewrite: about(p),
    improved_descriptions: p.work.slice(0, PRO_LIMITS.roles).map((w) => ({
      company: w.company,
      title: w.title,
      description: description(w, keySkills(p), english),
    })),
  };
}
