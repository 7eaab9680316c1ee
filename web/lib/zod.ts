// zod for the web app's forms, configured before any schema parses. Zod probes `new Function` to pick its fast
// path; our CSP forbids eval, so the probe is a reported CSP violation (a Lighthouse best-practices failure).
// Jitless skips the probe: https://github.com/colinhacks/zod/discussions/6671. Every web module that parses with
// zod imports it from here (for the schemas shared with the server, as a side-effect import), so the setting is
// in place on whichever page parses first; the landing page itself loads no zod at all.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
