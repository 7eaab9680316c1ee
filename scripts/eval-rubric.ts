// npm run -s eval:rubric -- [shared dir] [--verbose] [--json]
// Scores every export in <shared>/fixtures/linkedin-pdf and linkedin-pdf-2026 (default ../shared) that has a blind
// expert rating in <shared>/ratings/ratings.json or ratings-2026.json, and every profile in
// <shared>/gaming/{dev,strong} (as of 2026-11), then prints:
// - Spearman rank correlation and mean absolute difference between our scores and the raters' mean, overall and
//   per section (goals: overall >= 0.90 / <= 6, each section >= 0.80 / <= 10), on the whole set and on each of
//   five folds fixed by a hash of the file name (the rubric's numbers are set by hand, none is fitted per fold, so
//   the cross-validated figures are the per-fold ones: their spread shows how much a set of ~18 moves them);
// - gate precision: of the parts a cap holds down, the share not held 10+ points below the raters (every false
//   alarm listed), and the exports the raters put at 55+ that the overall cap holds at 40;
// - how often our first piece of advice (the suggestion with the largest gain to the overall score, a headline fix
//   counted as the whole rewrite of that line: rankedSuggestions in edge/core/rubric/priorities.ts) addresses
//   the raters' top_fix; which check addresses which code is the ADDRESSES table in scripts/lib/rubric-eval.ts;
// - the gaming profiles' overall scores (goals: dev < 45, strong >= 80) and the spread of the one person
//   exported in three interface languages (goal: <= 2 points).
// --verbose adds one line per export (scores and codes only: never profile text).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { evaluateRubric, FALSE_ALARM_POINTS, KEYS } from './lib/rubric-eval.ts';

const argv = process.argv.slice(2);
const shared = path.resolve(argv.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '../../shared'));
if (!existsSync(path.join(shared, 'ratings/ratings.json'))) {
  process.stderr.write(`No ratings at ${shared}/ratings/ratings.json\n`);
  process.exit(2);
}

const r = await evaluateRubric(shared);
if (argv.includes('--json')) {
  // Exit once the pipe has taken it all: a large JSON is cut at 64 KB otherwise.
  process.stdout.write(`${JSON.stringify(r, null, 2)}\n`, () => process.exit(0));
  await new Promise(() => {});
}

const f2 = (x: number) => x.toFixed(2);
const f1 = (x: number) => x.toFixed(1);
const goal = (k: string) => (k === 'overall' ? [0.9, 6] : [0.8, 10]);
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const out: string[] = [`Rubric ${r.version} against blind expert ratings: ${r.files.length} exports`, ''];
out.push(
  '| section | Spearman | goal | mean abs diff | goal | folds: Spearman min / mean | MAD max / mean |',
  '|---|---|---|---|---|---|---|',
);
for (const k of KEYS) {
  const { spearman, mad } = r.agreement[k];
  const [sg, mg] = goal(k);
  const sp = r.folds.map((f) => f.agreement[k].spearman);
  const md = r.folds.map((f) => f.agreement[k].mad);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const folds = `${f2(Math.min(...sp))} / ${f2(mean(sp))} ${mark(Math.min(...sp) >= sg)} | ${f1(Math.max(...md))} / ${f1(mean(md))} ${mark(Math.max(...md) <= mg)}`;
  out.push(
    `| ${k} | ${f2(spearman)} | >= ${sg} ${mark(spearman >= sg)} | ${f1(mad)} | <= ${mg} ${mark(mad <= mg)} | ${folds} |`,
  );
}
const { addressed, total } = r.topFix;
const pct = total ? Math.round((100 * addressed) / total) : 0;
out.push('', `First piece of advice addresses the raters' top_fix: ${addressed} of ${total} (${pct}%; goal >= 60%)`);
out.push(`  per fold: ${r.folds.map((f) => `${Math.round(100 * f.topFix)}% of ${f.files}`).join(', ')}`);
out.push('', `| fold | files | ${KEYS.join(' | ')} |`, `|---|---|${KEYS.map(() => '---|').join('')}`);
r.folds.forEach((f, i) => {
  const cells = KEYS.map((k) => `${f2(f.agreement[k].spearman)} / ${f1(f.agreement[k].mad)}`);
  out.push(`| ${i} | ${f.files} | ${cells.join(' | ')} |`);
});
out.push('(Spearman / mean abs diff per fold)');
const g = r.gates;
out.push(
  '',
  `Gate precision: ${g.held} of ${g.capped} caps not held ${FALSE_ALARM_POINTS}+ points below the raters (${f2(g.precision)}; goal >= 0.90)`,
);
for (const a of g.falseAlarms)
  out.push(`  false alarm: ${a.file} ${a.part} capped at ${a.cap}, raters ${Math.round(a.raters)}: ${a.reason}`);
out.push(
  `Exports the raters put at 55+ held at the overall cap: ${g.strongAt40.length} (goal 0)${g.strongAt40.length ? `: ${g.strongAt40.join(', ')}` : ''}`,
);

if (argv.includes('--verbose')) {
  out.push('', '| file | overall | headline | about | experience | skills | education | top_fix | our first | ok |');
  out.push('|---|---|---|---|---|---|---|---|---|---|');
  for (const f of r.files) {
    const cells = KEYS.map((k) => `${f.ours[k]} / ${Math.round(f.raters[k])}`);
    out.push(`| ${f.file} | ${cells.join(' | ')} | ${f.top_fix} | ${f.first ?? '-'} | ${f.addressed ? 'yes' : 'no'} |`);
  }
  out.push('(ours / raters)');
}

out.push('', `Gaming profiles (as of 2026-11; dev must score < 45, strong >= 80)`, '');
out.push('| profile | group | overall | ok |', '|---|---|---|---|');
for (const g of r.gaming) out.push(`| ${g.file} | ${g.group} | ${g.overall} | ${g.ok ? 'ok' : 'MISSED'} |`);

if (r.samePerson.length > 1) {
  const scores = r.samePerson.map((s) => s.overall);
  const spread = Math.max(...scores) - Math.min(...scores);
  out.push('', `One person, ${scores.length} interface languages: ${scores.join(', ')} (spread ${spread}; goal <= 2)`);
}
process.stdout.write(`${out.join('\n')}\n`);
