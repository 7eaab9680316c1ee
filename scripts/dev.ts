// `npm run dev`: the Vite dev server (hot reload) on WEB_PORT (default 5173) in front of the API on PORT (default
// 8787; vite.config.ts forwards /api, /auth and /dev there), which restarts whenever a file it imports changes
// (node --watch). Open the Vite URL: one origin, as in production. Ctrl+C stops both.
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8787';
const webPort = process.env.WEB_PORT ?? '5173';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'edge/main.ts'], {
    stdio: 'inherit',
    // Emailed links (password reset) and the local token issuer name the origin the browser uses: Vite's.
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const c of children) c.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
