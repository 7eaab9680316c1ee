// npm run -s eval:rubric -- [shared dir] [--verbose] [--json]
// Scores every export in <shared>/fixtures/linkedin-pdf (default ../shared) that has a blind expert rating in
// <shared>/ratings/ratings.json, and every profile in <shared>/gaming/{dev,strong} (as of 2026-11), then prints:
// - Spearman rank correlation and mean absolute difference between our scores and the raters' mean, overall and
//   per section (goals: overall >= 0.90 / <= 7, each section >= 0.80 / <= 12);
// - how often our first piece of advice (the suggestion with the largest gain to the overall score) addresses
//   the raters' top_fix; which check addresses which code is the ADDRESSES table in scripts/lib/rubric-eval.ts;
// - the gaming profiles' overall scores (goals: dev < 45, strong >= 80) and the spread of the one person
//   exported in three interface languages (goal: <= 2 points).
// --verbose adds one line per export (scores and codes only: never profile text).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { evaluateRubric, KEYS } from './lib/rubric-eval.ts';

const argv = process.argv.slice(2);
const shared = path.resolve(argv.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '../../shared'));
if (!existsSync(path.join(shared, 'ratings/ratings.json'))) {
  process.stderr.write(`No ratings at ${shared}/ratings/ratings.json\n`);
  process.exit(2);
}

const r = await evaluateRubric(shared);
if (argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(r, null, 2)}\n`);
  process.exit(0);
}

const f2 = (x: number) => x.toFixed(2);
const f1 = (x: number) => x.toFixed(1);
const out: string[] = [`Rubric ${r.version} against blind expert ratings: ${r.files.length} exports`, ''];
out.push('| section | Spearman | goal | mean abs diff | goal |', '|---|---|---|---|---|');
for (const k of KEYS) {
  const { spearman, mad } = r.agreement[k];
  const [sg, mg] = k === 'overall' ? [0.9, 7] : [0.8, 12];
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  out.push(`| ${k} | ${f2(spearman)} | >= ${sg} ${mark(spearman >= sg)} | ${f1(mad)} | <= ${mg} ${mark(mad <= mg)} |`);
}
const { addressed, total } = r.topFix;
const pct = total ? Math.round((100 * addressed) / total) : 0;
out.push('', `First piece of advice addresses the raters' top_fix: ${addressed} of ${total} (${pct}%; goal >= 60%)`);

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
