// `npm start`, first half: build the web app if its sources changed, and compile the server. package.json then
// replaces the shell with `node build/node.mjs`, so the serving process is plain node with nothing else loaded.
import { buildServer } from './lib/build-server.ts';
import { ensureWebBuild } from './lib/build-web.ts';

ensureWebBuild();
await buildServer();
