// The endpoint table as the browser loads it: on the first API call, not with the page (its zod schemas stay off
// the landing page's bundle), and after zod is made jitless (lib/zod.ts), since zod reads that setting as each
// schema is built.
import './zod.ts';

export { endpoints } from '../../edge/core/api.ts';
