// Blind rating packets: for one profile, everything a Pro user is shown to act on (each section's suggestions and
// the basics card's, as the analysis carries them, then the texts to copy: headline options, the About draft or
// outline, role rewrites), numbered as ../shared/advice-rating/README.md says. Nothing in a packet says which tool,
// tier or version wrote an item, nor the points it is worth: raters judge the words against the profile.

import { isOutline } from '../../edge/core/advice/apply.ts';
import { llmProfile } from '../../edge/core/advice/pii.ts';
import { personalAnalysis, rubricOnlyContent } from '../../edge/core/advice/rubric-advice.ts';
import type { Profile } from '../../edge/core/profile/schema.ts';
import { scoreProfile } from '../../edge/core/rubric/score.ts';

export type ItemKind = 'S' | 'HV' | 'AB' | 'RD';

export interface PacketItem {
  id: string;
  kind: ItemKind;
  /** What the item is, for the rater: "suggestion, Experience", "role rewrite: "Title" at Company". */
  label: string;
  text: string;
}

/** What the product offered, counted for the coverage figures (no text). */
export interface Coverage {
  headline: boolean;
  about: boolean;
  /** Roles with 200+ characters of their own text, and how many of them are offered a rewrite. */
  roles200: number;
  roles200Offered: number;
}

const PARTS = [
  ['headline', 'Headline'],
  ['about', 'About'],
  ['experience', 'Experience'],
  ['skills', 'Skills'],
  ['education', 'Education'],
  ['basics', 'Profile basics (contact, URL, languages)'],
] as const;

export function packetItems(pid: string, profile: Profile): { items: PacketItem[]; coverage: Coverage } {
  const analysis = scoreProfile(profile);
  const personal = personalAnalysis(profile, analysis);
  const pro = rubricOnlyContent(profile, analysis);
  const items: PacketItem[] = [];
  for (const [id, name] of PARTS) {
    const part = id === 'basics' ? personal.basics : personal.sections[id];
    part.suggestions.forEach((s, i) => {
      items.push({ id: `${pid}-S-${id}-${i + 1}`, kind: 'S', label: `suggestion, ${name}`, text: s.text });
    });
  }
  pro.headline_variants.forEach((h, i) => {
    items.push({ id: `${pid}-HV-${i + 1}`, kind: 'HV', label: `headline option ${i + 1}`, text: h });
  });
  if (pro.about_rewrite)
    items.push({
      id: `${pid}-AB`,
      kind: 'AB',
      label: isOutline(pro.about_rewrite) ? 'About outline to fill in' : 'About draft',
      text: pro.about_rewrite,
    });
  pro.improved_descriptions.forEach((d, i) => {
    items.push({
      id: `${pid}-RD-${i + 1}`,
      kind: 'RD',
      label: `role rewrite: "${d.title}"${d.company ? ` at ${d.company}` : ''}`,
      text: d.description,
    });
  });
  const view = llmProfile(profile);
  const long = view.work.filter((w) => [...w.description.trim()].length >= 200);
  const offered = long.filter((w) =>
    pro.improved_descriptions.some((d) => d.company === w.company && d.title === w.title),
  );
  return {
    items,
    coverage: {
      headline: pro.headline_variants.length > 0,
      about: pro.about_rewrite !== '',
      roles200: long.length,
      roles200Offered: offered.length,
    },
  };
}

/** One packet as a rater reads it: the guide's pointer, the export's text whole, then the items. */
export function renderPacket(pid: string, profileText: string, items: PacketItem[]): string {
  const out = [
    `# Packet ${pid}`,
    '',
    'Rate every item below against this profile, as ../shared/advice-rating/GUIDE.md says. Items marked HV, AB or',
    'RD are texts meant to be pasted into the profile (text between <<< and >>>); answers to questions in [brackets]',
    'are for the person to fill in.',
    '',
    '## Profile (text of the LinkedIn PDF export)',
    '',
    '```text',
    profileText
      .replace(/\f/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd(),
    '```',
    '',
    '## Items',
    '',
  ];
  for (const it of items) out.push(`[${it.id}] ${it.label}`, `<<<${it.text}>>>`, '');
  return `${out.join('\n')}\n`;
}
