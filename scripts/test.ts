// `npm test`: the web build (the browser tests drive it), then every vitest project.
// DATABASE_URL (a real PostgreSQL) adds the PostgreSQL runs of the integration suites.
import { spawnSync } from 'node:child_process';
import { ensureWebBuild } from './lib/build-web.ts';

ensureWebBuild();
const args = ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)];
const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
process.exit(r.status ?? 1);
