// The result as a Markdown document to keep or share: the same content as the printed report and the screen, built
// from the analysis as the user may see it (the personal suggestions with their points, what is already strong,
// the rewrites offered, the job-ad match when one is saved), so a free user's copy carries no Pro text (the server
// withheld it). A heading is written only over something to show.
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
const pts = (gain: number) => (gain > 0 ? `(+${gain} pts) ` : '');

function suggestions(out: string[], list: Array<{ text: string; gain: number }> | null | undefined) {
  if (!list?.length) return;
  out.push('', '### Suggestions', '');
  for (const sg of list) out.push(`- ${pts(sg.gain)}${line(sg.text)}`);
}

function match(out: string[], a: AnalysisDto) {
  const m = a.match;
  if (!m || !a.target) return;
  out.push(
    '',
    `## Job-ad match: ${m.rate}% (${m.band.label})`,
    '',
    `Matched against: ${line(a.target.text).slice(0, 160)}`,
  );
  if (m.found?.length) out.push('', `Found in your profile: ${m.found.map((f) => f.term).join(', ')}.`);
  if (m.missing.length) {
    out.push('', '### Missing from your profile', '');
    for (const t of m.missing) out.push(`- ${t.term}${t.yours ? ` (you wrote "${line(t.yours)}")` : ''}`);
    if (m.missing_total > m.missing.length) out.push(`- …and ${m.missing_total - m.missing.length} more with Pro`);
  }
}

function rewrites(out: string[], a: AnalysisDto) {
  const pro = a.pro?.content;
  if (!pro) return;
  const roles = pro.improved_descriptions;
  if (!pro.headline_variants.length && !pro.about_rewrite && !roles.length) return;
  out.push('', '## Rewrites', '', 'Answer any question in [brackets] before you paste.');
  if (pro.headline_variants.length)
    out.push('', '### Headline options', '', ...pro.headline_variants.map((h) => `- ${line(h)}`));
  if (pro.about_rewrite) out.push('', '### About', '', pro.about_rewrite.trim());
  for (const d of roles)
    out.push('', `### ${[line(d.title), line(d.company)].filter(Boolean).join(' at ')}`, '', d.description.trim());
}

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
  if (a.basics) out.push(`| Profile basics | ${a.basics.score} |`);
  for (const [id, title] of SECTIONS) {
    const s = a.sections[id];
    out.push('', `## ${title}: ${s.score}/100 (${s.band.label})`, '', line(s.feedback), '', '### Checks', '');
    for (const c of s.checks)
      out.push(`- ${MARK[c.result]} ${line(c.label)} (${c.points}/${c.max}): ${line(c.evidence)}`);
    suggestions(out, s.suggestions);
    const strong = a.pro?.content.strengths?.[id] ?? [];
    if (strong.length) out.push('', '### Already strong', '', ...strong.map((x) => `- ${line(x)}`));
  }
  if (a.basics) {
    out.push('', `## Profile basics: ${a.basics.score}/100 (${a.basics.band.label})`, '', line(a.basics.feedback));
    suggestions(out, a.basics.suggestions);
  }
  match(out, a);
  rewrites(out, a);
  if (a.locked) out.push('', '_Recommendations and rewrites are part of Pro._');
  return `${out.join('\n')}\n`;
}
