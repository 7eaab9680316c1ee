// zod for the web app's forms, configured before any schema parses. Zod probes `new Function` to pick its fast
// path; our CSP forbids eval, so the probe is a reported CSP violation (a Lighthouse best-practices failure).
// Jitless skips the probe: https://github.com/colinhacks/zod/discussions/6671. Zod reads the setting when a schema
// is built, so every web module that builds or parses schemas imports this first (the API client does so before
// the contract in edge/core/api.ts, whose endpoint table the client takes its paths from).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
