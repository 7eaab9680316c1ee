// `npm test`: the web build (the browser tests drive it), then every vitest project.
// DATABASE_URL (a real PostgreSQL) adds the PostgreSQL runs of the integration suites.
// Ends with one plain line, "vitest: N passed, N failed, N skipped", read from vitest's JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureWebBuild } from './lib/build-web.ts';

const REPORT = 'test-results/vitest.json';

ensureWebBuild();
rmSync(REPORT, { force: true });
const args = [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORT}`,
  ...process.argv.slice(2),
];
const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
if (existsSync(REPORT)) {
  const s = JSON.parse(readFileSync(REPORT, 'utf8')) as Record<string, number>;
  const skipped = (s.numPendingTests ?? 0) + (s.numTodoTests ?? 0);
  console.log(`vitest: ${s.numPassedTests} passed, ${s.numFailedTests} failed, ${skipped} skipped`);
}
process.exit(r.status ?? 1);
