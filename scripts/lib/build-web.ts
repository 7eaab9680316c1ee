import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['web', 'edge/core', 'edge/reader', 'vite.config.ts', 'package.json'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (name === 'routeTree.gen.ts') continue; // written by the build itself
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

/** Builds the web app into dist/ when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  const marker = 'dist/index.html';
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const source = Math.max(...SOURCES.map(newest));
  if (built > source) return;
  console.log(built ? 'Web sources changed: rebuilding...' : 'Building the web app (first run)...');
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('The web build failed (see above).');
  const p = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], { stdio: 'inherit' });
  if (p.status !== 0) throw new Error('Prerendering the public pages failed (see above).');
}
