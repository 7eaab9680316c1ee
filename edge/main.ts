// The Node server's entry point. `npm start` runs it compiled (build/node.mjs, on plain node); `npm run dev` and
// the tests run it from source with tsx. Everything else imports edge/node.ts, which only exports.
import { main } from './node.ts';

await main();
