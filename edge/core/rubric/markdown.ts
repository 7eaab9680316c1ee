// Renders docs/rubric.md from the rubric data, so the document can never drift from the code
// (a unit test compares the file with this output).
import { rubricCatalog } from './catalog-export.ts';
import { LIMITS } from './weights.ts';

const esc = (s: string) => s.replace(/\|/g, '\\|');

export function renderRubricMarkdown(): string {
  const cat = rubricCatalog();
  const out: string[] = [
    '# How we score a profile',
    '',
    `Rubric version **${cat.version}**. Generated from \`edge/core/rubric/\` by \`npm run -s score -- --rubric-doc\`; do not edit by hand.`,
    '',
    ...cat.notes.map((n) => `- ${n}`),
    '',
    '## Parts and weights',
    '',
    '| Part | Weight in overall score | What it covers |',
    '|---|---|---|',
    ...cat.sections.map((s) => `| ${s.label} | ${s.weight} | ${esc(s.description)} |`),
    '',
  ];
  for (const s of cat.sections) {
    out.push(
      `## ${s.label} (weight ${s.weight})`,
      '',
      '| Check | Points | Kind | Rule | Sources |',
      '|---|---|---|---|---|',
    );
    for (const c of s.checks) {
      const label = `\`${c.id}\` ${esc(c.label)}${c.readsWords ? ' (word lists)' : ''}`;
      const sources = c.sources.map((x) => `[${x.id}](${x.url})`).join(', ');
      out.push(`| ${label} | ${c.max} | ${c.kind} | ${esc(c.rule)} | ${sources} |`);
    }
    if (s.gates.length) out.push('', '**Gates**', '', ...s.gates.map((g) => `- ${esc(g.reason)}`));
    out.push('');
  }
  out.push('## Word lists by language', '');
  out.push('Matched as whole words on the text without case or accents. Verbs are listed as the forms we look for.');
  out.push('');
  for (const l of cat.languages) {
    out.push(`### ${l.name} (\`${l.code}\`)`, '');
    for (const list of l.lists)
      out.push(`- **${list.label}** (${list.words.length}): ${list.words.map((w) => esc(w)).join(', ')}`);
    out.push('');
  }
  out.push('## Thresholds', '', '| Name | Value |', '|---|---|');
  for (const [k, v] of Object.entries(LIMITS)) out.push(`| \`${k}\` | ${v} |`);
  out.push('', '## Sources', '');
  for (const s of cat.sources) out.push(`- **${s.id}**: [${esc(s.title)}](${s.url}). ${s.fact}`);
  out.push('');
  return out.join('\n');
}
