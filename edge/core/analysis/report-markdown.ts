// The result as a Markdown document to keep or share: the same content as the printed report, built from the
// analysis as the user may see it, so a free user's copy carries no Pro text (the server withheld it).
import type { AnalysisDto } from './dto.ts';

const SECTIONS = [
  ['headline', 'Headline'],
  ['about', 'About Section'],
  ['experience', 'Professional Experience'],
  ['skills', 'Skills'],
  ['education', 'Education'],
] as const;

const MARK = { passed: '[x]', partial: '[~]', failed: '[ ]' } as const;
const line = (s: string) => s.replace(/\s+/g, ' ').trim();

export function reportMarkdown(a: AnalysisDto): string {
  const name = a.profile.basics.name || 'Profile';
  const out = [
    `# Profile Score report: ${line(name)}`,
    '',
    `**Overall score: ${a.overall_score}/100 (${a.band.label})**`,
    '',
    `Analysed ${a.created_at.slice(0, 10)} from a ${a.file_type === 'pdf' ? 'PDF' : 'screenshot'}; rubric ${a.rubric_version}.`,
  ];
  if (a.profile.basics.label) out.push('', `Headline: ${line(a.profile.basics.label)}`);
  out.push('', '| Section | Score |', '|---|---|', ...SECTIONS.map(([id, t]) => `| ${t} | ${a.sections[id].score} |`));
  for (const [id, title] of SECTIONS) {
    const s = a.sections[id];
    out.push('', `## ${title}: ${s.score}/100 (${s.band.label})`, '', line(s.feedback), '', '### Checks', '');
    for (const c of s.checks)
      out.push(`- ${MARK[c.result]} ${line(c.label)} (${c.points}/${c.max}): ${line(c.evidence)}`);
    if (s.suggestions?.length) {
      out.push('', '### Suggestions', '');
      for (const sg of s.suggestions) out.push(`- ${line(sg.text)}`);
    }
  }
  const pro = a.pro?.content;
  if (pro) {
    out.push('', '## Rewrites', '', '### Headline options', '', ...pro.headline_variants.map((h) => `- ${line(h)}`));
    out.push('', '### About, rewritten', '', pro.about_rewrite.trim());
    for (const d of pro.improved_descriptions) {
      out.push('', `### ${line(d.title)} at ${line(d.company)}`, '', d.description.trim());
    }
  } else if (a.locked) {
    out.push('', '_Recommendations and rewrites are part of Pro._');
  }
  return `${out.join('\n')}\n`;
}
