// `npm start`: build the web app if needed, then run the whole product on embedded defaults.
import { ensureWebBuild } from './lib/build-web.ts';

ensureWebBuild();
await import('../edge/node.ts');
