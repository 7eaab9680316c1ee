// `npm run fuzz`: the long runs. 10,000 PDF cases and 10,000 API cases per endpoint by default (the endpoints
// whose cost is the password KDF get proportionally fewer, as in `npm test`). Prints progress and one JSON summary.
//   npm run fuzz                      both, seed 1
//   npm run fuzz -- pdf --cases 2000  PDF only
//   npm run fuzz -- pdf --only 184    replay one PDF case (its label and outcome)
//   npm run fuzz -- pdf --from 3000 --cases 500 --trace   log each case as it starts (to find a process crash)
//   npm run fuzz -- api --filter /api/analyze --seed 7
//   npm run fuzz -- hostile --cases 200   deep and wide JSON, broken percent-encoding, impossible dates (all: 500)
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { pgliteDb, postgresDb } from '../helpers/db.ts';
import { runApiFuzz } from './api/run-api.ts';
import { runHostileFuzz } from './api/run-hostile.ts';
import { PdfCorpus } from './pdf-cases.ts';
import { runPdfFuzz } from './pdf-pool.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cases: { type: 'string' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    from: { type: 'string', default: '0' },
    trace: { type: 'boolean', default: false },
    filter: { type: 'string' },
    timeout: { type: 'string', default: '5000' },
    postgres: { type: 'boolean', default: false },
  },
});
const what = positionals[0] ?? 'all';
const seed = Number(values.seed);
const summary: Record<string, unknown> = { seed };

if (what === 'all' || what === 'pdf') {
  const corpus = new PdfCorpus();
  const n = Number(values.cases ?? 10_000);
  const from = Number(values.from);
  const indices = values.only ? [Number(values.only)] : Array.from({ length: n }, (_, i) => from + i);
  let done = 0;
  const s = await runPdfFuzz(
    corpus,
    seed,
    indices,
    {
      workers: Math.max(1, availableParallelism()),
      timeoutMs: Number(values.timeout),
      readTimeoutMs: 3000,
      onStart: values.trace ? (c) => console.log(`start ${c.index} [${c.label}]`) : undefined,
    },
    (r, c) => {
      done++;
      if (values.only || r.outcome === 'crash' || r.outcome === 'hang') {
        console.log(`case ${c.index} [${c.label}] ${r.outcome}${r.code ? ` ${r.code}` : ''} ${r.error ?? ''}`);
      }
      if (done % 500 === 0) console.log(`pdf: ${done}/${indices.length}`);
    },
  );
  const { failures, ...counts } = s;
  summary.pdf = { ...counts, real_exports: corpus.real.length, failures: failures.length, failed: failures };
}

type EndpointRunner = typeof runApiFuzz;

// One API suite on PGlite (or PostgreSQL with --postgres): its requests, time and the first 20 failures.
async function apiSuite(label: string, run: EndpointRunner, defaultCases: number) {
  const sql = values.postgres ? await postgresDb() : await pgliteDb();
  if (!sql) throw new Error('--postgres needs DATABASE_URL');
  const started = Date.now();
  const results = await run(sql, {
    seed,
    cases: Number(values.cases ?? defaultCases),
    filter: values.filter,
    onEndpoint: (r) =>
      console.log(`${label}: ${r.endpoint} ${r.cases} ${JSON.stringify(r.statuses)} failures ${r.failures.length}`),
  });
  await sql.close();
  const failures = results.flatMap((r) => r.failures.map((f) => ({ endpoint: r.endpoint, ...f })));
  return {
    database: values.postgres ? 'postgres' : 'pglite',
    endpoints: results.length,
    requests: results.reduce((n, r) => n + r.cases, 0),
    ms: Date.now() - started,
    failures: failures.length,
    failed: failures.slice(0, 20),
  };
}

if (what === 'all' || what === 'api') summary.api = await apiSuite('api', runApiFuzz, 10_000);
// Hostile cases count per endpoint and kind (deep JSON, wide JSON, broken paths, impossible dates).
if (what === 'all' || what === 'hostile') summary.hostile = await apiSuite('hostile', runHostileFuzz, 500);

console.log(JSON.stringify(summary, null, 2));
const failed = [summary.pdf, summary.api, summary.hostile].some(
  (s) => (s as { failures?: number } | undefined)?.failures,
);
process.exit(failed ? 1 : 0);
