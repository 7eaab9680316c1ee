// `npm start`: build the web app if needed, then run the whole product on embedded defaults.
import { ensureWebBuild } from './lib/build-web.ts';

ensureWebBuild();
const { main } = await import('../edge/node.ts');
await main();
