// npm run -s eval:advice -- [shared dir] [--verbose] [--json]
// The embedded default (no LLM) over the modern exports in <shared>/fixtures/linkedin-pdf (default ../shared):
// - suggestions: boilerplate (text word for word in 3+ profiles; goal <= 15%), specific (names a role title,
//   company, school or listed skill, or quotes 4+ consecutive words of the person's own text; goal >= 70%),
//   zero-gain (goal <= 5%); boilerplate also per person (exports of one person in several interface languages
//   counted once), for information; notes of what is already strong are said apart and counted apart;
// - improved-description bullets: repeated under two roles of one person (goal 0), with a placeholder when the role
//   has 200+ characters of its own text (goal <= 5%), roles with text whose rewrite reuses only its facts (goal all);
// - headline variants: with a placeholder on profiles that have a quantified result (goal 0), over 220 characters
//   (goal 0);
// - rewrites failing the grounding check (goal 0), and exports whose score rises with all offered rewrites applied
//   (goal all). --verbose adds one line per export (scores and counts only: never profile text).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { evaluateAdvice, pct, type Share } from './lib/advice-eval.ts';

const argv = process.argv.slice(2);
const shared = path.resolve(argv.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '../../shared'));
const dir = path.join(shared, 'fixtures/linkedin-pdf');
if (!existsSync(dir)) {
  process.stderr.write(`No exports at ${dir}\n`);
  process.exit(2);
}
const { parseFile } = await import('../edge/adapters/node/parse-file.ts');
const items = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const profile = await parseFile(path.join(dir, file));
  if (profile.meta.layout === 'modern') items.push({ file, profile });
}
const r = evaluateAdvice(items);
if (argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
  process.exit(0);
}
const cell = (s: Share) => `${pct(s).toFixed(1)}% (${s.hit}/${s.of})`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const rows: Array<[string, string, string, boolean]> = [
  [
    'suggestions: boilerplate (same text in 3+ profiles)',
    cell(r.suggestions.boilerplate),
    '<= 15%',
    pct(r.suggestions.boilerplate) <= 15,
  ],
  [
    'suggestions: boilerplate, per person (one person, several exports)',
    cell(r.suggestions.boilerplatePerPerson),
    '(information)',
    true,
  ],
  ['suggestions: specific', cell(r.suggestions.specific), '>= 70%', pct(r.suggestions.specific) >= 70],
  ['suggestions: zero gain', cell(r.suggestions.zeroGain), '<= 5%', pct(r.suggestions.zeroGain) <= 5],
  [
    'bullets repeated under two roles of one person',
    String(r.bullets.repeatedAcrossRoles),
    '0',
    r.bullets.repeatedAcrossRoles === 0,
  ],
  [
    'bullets with a placeholder, role has 200+ chars',
    cell(r.bullets.placeholderWhenText),
    '<= 5%',
    pct(r.bullets.placeholderWhenText) <= 5,
  ],
  [
    'roles with text: rewrite reuses only its facts',
    cell(r.bullets.rolesGrounded),
    '100%',
    r.bullets.rolesGrounded.hit === r.bullets.rolesGrounded.of,
  ],
  [
    'headline variants with a placeholder (profile has a result)',
    cell(r.headlines.placeholderWithResult),
    '0',
    r.headlines.placeholderWithResult.hit === 0,
  ],
  ['headline variants over 220 characters', String(r.headlines.over220), '0', r.headlines.over220 === 0],
  [
    'offered rewrites failing the grounding check',
    `${r.rewrites.ungrounded} of ${r.rewrites.checked}`,
    '0',
    r.rewrites.ungrounded === 0,
  ],
  [
    'exports whose score rises with all rewrites applied',
    cell(r.rewrites.scoreRaised),
    '100%',
    r.rewrites.scoreRaised.hit === r.rewrites.scoreRaised.of,
  ],
];
const out = [
  `Advice (embedded default, no LLM) on ${r.profiles} modern shared exports`,
  '',
  '| measure | value | goal | |',
  '|---|---|---|---|',
];
for (const [name, value, goal, ok] of rows) out.push(`| ${name} | ${value} | ${goal} | ${mark(ok)} |`);
out.push(
  '',
  `Said apart from the suggestions (no gain, not counted above): ${r.strengths.notes} notes of what is already strong, with the rubric's evidence, in ${cell(r.strengths.sections)} of sections.`,
  `For information: roles with text whose rewrite is offered (raises the score): ${cell(r.bullets.rolesOffered)}; profiles offered a headline: ${cell(r.headlines.offered)}`,
);
if (argv.includes('--verbose')) {
  out.push('', '| file | overall before | after rewrites | specific / 15 | zero gain / 15 |', '|---|---|---|---|---|');
  for (const f of r.files) out.push(`| ${f.file} | ${f.before} | ${f.after} | ${f.specific} | ${f.zero} |`);
}
process.stdout.write(`${out.join('\n')}\n`);
