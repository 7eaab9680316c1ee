// npm run -s rubric:standing [-- shared dir] [--check]
// Writes edge/core/rubric/standing-table.ts: the percentiles (every 5%) of OUR scores, overall and per section, over
// the real exports of the calibration set (../shared/fixtures + ratings), for "where this score stands" beside every
// score. Numbers only: no file names, no text, no ratings. Run it whenever the rubric changes (the calibration test
// fails when the table no longer matches the rubric). --check prints the difference instead of writing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateRubric, KEYS } from './lib/rubric-eval.ts';
import { standingTable } from './lib/standing-table.ts';

const argv = process.argv.slice(2);
const shared = path.resolve(argv.find((a) => !a.startsWith('--')) ?? path.join(import.meta.dirname, '../../shared'));
if (!existsSync(path.join(shared, 'ratings/ratings.json'))) {
  process.stderr.write(`No ratings at ${shared}/ratings/ratings.json\n`);
  process.exit(2);
}
const r = await evaluateRubric(shared);
const source = standingTable(
  r.version,
  KEYS,
  r.files.map((f) => f.ours),
);
const target = path.join(import.meta.dirname, '../edge/core/rubric/standing-table.ts');
if (argv.includes('--check')) {
  const same = existsSync(target) && readFileSync(target, 'utf8') === source;
  process.stdout.write(same ? 'standing table is up to date\n' : 'standing table is out of date\n');
  process.exit(same ? 0 : 1);
}
writeFileSync(target, source);
process.stdout.write(
  `Wrote ${path.relative(process.cwd(), target)} from ${r.files.length} exports (rubric ${r.version})\n`,
);
