// `npm run bench`: every benchmark in one report. Prints JSON, then a table of the figures and goals on stderr, and writes
// bench/results.json. Select some with `npm run bench -- parse api`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ensureWebBuild } from '../../scripts/lib/build-web.ts';
import { table } from './table.ts';

const SUITES: Record<string, string> = {
  parse: './parse.ts',
  ocr: './ocr.ts',
  api: './api.ts',
  dropToResult: './drop-to-result.ts',
  lighthouse: './lighthouse.ts',
  passwordReset: './password-reset.ts',
  deepJson: './deep-json.ts',
  worker: './worker.ts',
  match: './match.ts',
  proAnalyze: './pro-analyze.ts',
};

const wanted = process.argv.slice(2);
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
// The match bench runs pure code and proAnalyze the API in-process: they need no web build.
const NO_WEB_BUILD = ['match', 'proAnalyze'];
if (!wanted.length || wanted.some((w) => !NO_WEB_BUILD.includes(w))) ensureWebBuild();
const startLoad = loadavg()[0].toFixed(2);
for (const [name, file] of Object.entries(SUITES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  if (!existsSync(new URL(file, import.meta.url))) {
    results[name] = { skipped: 'not written yet' };
    continue;
  }
  const started = Date.now();
  try {
    const mod = (await import(file)) as { run: () => Promise<Record<string, unknown>> };
    results[name] = { ...(await mod.run()), seconds: Math.round((Date.now() - started) / 100) / 10 };
  } catch (err) {
    results[name] = { error: String((err as Error)?.stack ?? err).slice(0, 2000) };
  }
  process.stderr.write(`${name}: ${JSON.stringify(results[name]).slice(0, 400)}\n`);
}
// The machine is shared: how busy it was belongs beside every figure.
results.loadavg = `${startLoad} / ${loadavg()[0].toFixed(2)}`;
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
process.stderr.write(`\n${table(results)}\n`);
process.exit(0);
