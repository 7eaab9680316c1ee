// npm run -s eval:advice -- [shared dir] [--verbose] [--json]
// npm run -s eval:advice -- --packets DIR [--files a.pdf,b.pdf]   blind rating packets, one per export
// npm run -s eval:advice -- --ratings DIR [--key DIR/key.json]     the raters' figures
// The embedded default (no LLM) over the modern exports in <shared>/fixtures/linkedin-pdf and linkedin-pdf-2026:
// - suggestions, both as the analysis carries them (`sections[].suggestions` and the basics card: what every screen
//   and report shows) and as Pro recommendations: boilerplate (text word for word in 3+ profiles; goal <= 10%),
//   specific (names a role title, company, school or listed skill, or quotes 4+ consecutive words of the person's
//   own text; goal >= 80%), zero-gain (goal <= 5%); notes of what is already strong are said apart;
// - role rewrites: bullets repeated under two roles of one person (goal 0), bullets that are only a question on a
//   role with 200+ characters of text (goal <= 5%), roles whose rewrite reuses only its facts (goal all), and the
//   share of such roles offered a rewrite (coverage, goal >= 70%);
// - headline options with a placeholder on profiles that have a result (goal 0), over 220 characters (goal 0),
//   profiles offered one (goal >= 90%); profiles offered help with the About (goal all);
// - rewrites failing the grounding check (goal 0), and exports whose score rises with the rewrites pasted (goal
//   all). --verbose adds one line per export (scores and counts only: never profile text).
// --packets writes P01.md ... (the export's `pdftotext -layout` text and every item, numbered) and key.json (which
// export each packet is, item kinds and coverage counts: for whoever aggregates, not for raters).
// --ratings reads every *.json in DIR except key.json: rater files as ../shared/advice-rating/GUIDE.md asks for, named
// `<rater>.json` or `<rater>-<packet>.json`, and prints the figures (coverage too, from key.json when found).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateAdvice, pct, type Share } from './lib/advice-eval.ts';
import { type Coverage, packetItems, renderPacket } from './lib/advice-packets.ts';
import { aggregateRatings } from './lib/advice-ratings.ts';

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const valued = new Set(['--packets', '--ratings', '--files', '--key']);
const positional = argv.filter((a, i) => !a.startsWith('--') && !valued.has(argv[i - 1] ?? ''));
const shared = path.resolve(positional[0] ?? path.join(import.meta.dirname, '../../shared'));
const dirs = ['fixtures/linkedin-pdf', 'fixtures/linkedin-pdf-2026'].map((d) => path.join(shared, d));
const cell = (s: Share) => `${pct(s).toFixed(1)}% (${s.hit}/${s.of})`;

function coverageRows(list: Coverage[]): string[] {
  const sum = (f: (c: Coverage) => number) => list.reduce((t, c) => t + f(c), 0);
  const headline = { hit: sum((c) => Number(c.headline)), of: list.length };
  const about = { hit: sum((c) => Number(c.about)), of: list.length };
  const roles = { hit: sum((c) => c.roles200Offered), of: sum((c) => c.roles200) };
  return [
    `| headline option, share of profiles | ${cell(headline)} | >= 90% |`,
    `| role rewrite, share of roles with 200+ characters of own text | ${cell(roles)} | >= 70% |`,
    `| help with the About (draft or outline), share of profiles | ${cell(about)} | 100% |`,
  ];
}

const ratingsDir = flag('--ratings');
if (ratingsDir) {
  const names = readdirSync(ratingsDir).filter((f) => f.endsWith('.json') && f !== 'key.json');
  const r = aggregateRatings(
    names.map((name) => ({ name, json: JSON.parse(readFileSync(path.join(ratingsDir, name), 'utf8')) })),
  );
  const rows = [
    `Blind ratings: ${r.raters.length} raters (${r.raters.join(', ')}), ${r.packets} packets`,
    '',
    '| measure | value | goal |',
    '|---|---|---|',
    `| suggestions: correct | ${cell(r.suggestions.correct)} | >= 95% |`,
    `| suggestions: useful (1 or 2) | ${cell(r.suggestions.useful)} | >= 85% |`,
    `| suggestions: useful 2 (what a good coach would say) | ${cell(r.suggestions.useful2)} | |`,
    `| suggestions: harmful | ${cell(r.suggestions.harmful)} | <= 2% |`,
    `| texts to copy: usable (as is or edit) | ${cell(r.texts.usable)} | >= 80% |`,
    `| texts to copy: as is | ${cell(r.texts.asIs)} | >= 30% |`,
    `| texts to copy: harmful | ${cell(r.texts.harmful)} | <= 2% |`,
    `| texts to copy: invents a fact | ${cell(r.texts.invents)} | 0 |`,
    `| texts to copy: reads naturally | ${cell(r.texts.natural)} | >= 95% |`,
    `| usable: headline options / About / role rewrites | ${cell(r.texts.byKind.HV)} / ${cell(r.texts.byKind.AB)} / ${cell(r.texts.byKind.RD)} | |`,
  ];
  const keyFile = flag('--key') ?? [path.join(ratingsDir, 'key.json')].find((f) => existsSync(f));
  if (keyFile) {
    const key = JSON.parse(readFileSync(keyFile, 'utf8')) as Record<string, { coverage: Coverage }>;
    rows.push(...coverageRows(Object.values(key).map((k) => k.coverage)));
  }
  process.stdout.write(`${rows.join('\n')}\n`);
  process.exit(0);
}

for (const d of dirs)
  if (!existsSync(d)) {
    process.stderr.write(`No exports at ${d}\n`);
    process.exit(2);
  }
const { parseFile } = await import('../edge/adapters/node/parse-file.ts');
const only = flag('--files')
  ?.split(',')
  .map((f) => path.basename(f.trim()));
const items = [];
for (const dir of dirs)
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.pdf') && (!only || only.includes(f)))
    .sort()) {
    const profile = await parseFile(path.join(dir, file));
    if (profile.meta.layout === 'modern') items.push({ file, path: path.join(dir, file), profile });
  }

const packetsDir = flag('--packets');
if (packetsDir) {
  mkdirSync(packetsDir, { recursive: true });
  const key: Record<string, { file: string; items: Record<string, number>; coverage: Coverage }> = {};
  items.forEach(({ file, path: pdf, profile }, i) => {
    const pid = `P${String(i + 1).padStart(2, '0')}`;
    const { items: list, coverage } = packetItems(pid, profile);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    writeFileSync(path.join(packetsDir, `${pid}.md`), renderPacket(pid, text, list));
    const kinds: Record<string, number> = {};
    for (const it of list) kinds[it.kind] = (kinds[it.kind] ?? 0) + 1;
    key[pid] = { file, items: kinds, coverage };
  });
  writeFileSync(path.join(packetsDir, 'key.json'), `${JSON.stringify(key, null, 2)}\n`);
  const out = [
    `Wrote ${items.length} packets to ${packetsDir} (key.json says which export each is: not for raters)`,
    '',
    '| measure | value | goal |',
    '|---|---|---|',
    ...coverageRows(Object.values(key).map((k) => k.coverage)),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  process.exit(0);
}

const r = evaluateAdvice(items);
if (argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
  process.exit(0);
}
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const rows: Array<[string, string, string, boolean]> = [
  [
    'sections[].suggestions + basics: boilerplate (same text in 3+ profiles)',
    cell(r.sectionSuggestions.boilerplate),
    '<= 10%',
    pct(r.sectionSuggestions.boilerplate) <= 10,
  ],
  [
    'sections[].suggestions + basics: specific',
    cell(r.sectionSuggestions.specific),
    '>= 80%',
    pct(r.sectionSuggestions.specific) >= 80,
  ],
  [
    'sections[].suggestions + basics: zero gain',
    cell(r.sectionSuggestions.zeroGain),
    '<= 5%',
    pct(r.sectionSuggestions.zeroGain) <= 5,
  ],
  [
    'Pro recommendations: boilerplate (same text in 3+ profiles)',
    cell(r.suggestions.boilerplate),
    '<= 10%',
    pct(r.suggestions.boilerplate) <= 10,
  ],
  [
    'Pro recommendations: boilerplate, per person (one person, several exports)',
    cell(r.suggestions.boilerplatePerPerson),
    '(information)',
    true,
  ],
  ['Pro recommendations: specific', cell(r.suggestions.specific), '>= 80%', pct(r.suggestions.specific) >= 80],
  ['Pro recommendations: zero gain', cell(r.suggestions.zeroGain), '<= 5%', pct(r.suggestions.zeroGain) <= 5],
  [
    'bullets repeated under two roles of one person',
    String(r.bullets.repeatedAcrossRoles),
    '0',
    r.bullets.repeatedAcrossRoles === 0,
  ],
  [
    'bullets that are only a question, role has 200+ chars',
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
    'roles with 200+ chars offered a rewrite',
    cell(r.bullets.rolesOffered),
    '>= 70%',
    pct(r.bullets.rolesOffered) >= 70,
  ],
  ['profiles offered a headline option', cell(r.headlines.offered), '>= 90%', pct(r.headlines.offered) >= 90],
  ['profiles offered help with the About', cell(r.about.offered), '100%', r.about.offered.hit === r.about.offered.of],
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
    'exports whose score does not fall with all rewrites pasted',
    cell(r.rewrites.neverLower),
    '100%',
    r.rewrites.neverLower.hit === r.rewrites.neverLower.of,
  ],
  ['exports whose score rises with all rewrites pasted', cell(r.rewrites.scoreRaised), '(information)', true],
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
);
if (argv.includes('--verbose')) {
  out.push('', '| file | overall before | after rewrites | specific / 15 | zero gain / 15 |', '|---|---|---|---|---|');
  for (const f of r.files) out.push(`| ${f.file} | ${f.before} | ${f.after} | ${f.specific} | ${f.zero} |`);
}
process.stdout.write(`${out.join('\n')}\n`);
