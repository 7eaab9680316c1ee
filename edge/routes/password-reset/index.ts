// POST /api/password-reset/request, GET /api/password-reset/verify, POST /api/password-reset/reset
// (product specification, section 7, docs/design.md 9.5). Nothing a client sends yields a 500: bad JSON is 400, bad
// fields 422, a bad or spent token 400 (reset) or { valid: false } (verify).
import { type Context, Hono } from 'hono';
import { endpoints } from '../../core/api.ts';
import { RESET_REQUESTED } from '../../core/password-reset.ts';
import { runInBackground } from '../../http/background.ts';
import { limitBodies, MAX_API_BODY } from '../../http/body-limit.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import type { RateRule } from '../../ports.ts';
import { RESET_LIMITS } from './limits.ts';
import { deliverReset, isResetTokenValid, prepareReset, resetPassword } from './service.ts';

// Per address; an oversized body is counted too, so it cannot be repeated without limit.
const requestPerIp = (c: Context<AppEnv>): [string, RateRule] => [
  `reset-request:ip:${clientIp(c)}`,
  RESET_LIMITS.requestPerIp,
];
const resetPerIp = (c: Context<AppEnv>): [string, RateRule] => [
  `reset-reset:ip:${clientIp(c)}`,
  RESET_LIMITS.resetPerIp,
];

export const passwordResetRoutes = new Hono<AppEnv>();

route(
  passwordResetRoutes,
  endpoints.resetRequest,
  { use: [limitBodies(MAX_API_BODY, { countOversizedAs: requestPerIp })] },
  async (c) => {
    const { email } = c.req.valid('json');
    const limited = await rateLimit(c, [
      requestPerIp(c),
      [`reset-request:email:${email}`, RESET_LIMITS.requestPerEmail],
    ]);
    if (limited) return limited;
    const prepared = await prepareReset(c.get('deps'), email);
    runInBackground(c, 'password reset', () => deliverReset(c.get('deps'), prepared));
    return c.json({ ok: true as const, message: RESET_REQUESTED }, 200);
  },
);

route(passwordResetRoutes, endpoints.resetVerify, {}, async (c) => {
  const limited = await rateLimit(c, [[`reset-verify:ip:${clientIp(c)}`, RESET_LIMITS.verifyPerIp]]);
  if (limited) return limited;
  c.header('Cache-Control', 'no-store');
  return c.json({ valid: await isResetTokenValid(c.get('deps'), c.req.query('token')) }, 200);
});

// Nothing of this body is stored as text (the token is hashed, the password too): a NUL token is simply an
// invalid link (400), not a form error.
route(
  passwordResetRoutes,
  endpoints.reset,
  { use: [limitBodies(MAX_API_BODY, { countOversizedAs: resetPerIp })], storable: false },
  async (c) => {
    const limited = await rateLimit(c, [resetPerIp(c)]);
    if (limited) return limited;
    const { token, password } = c.req.valid('json');
    await resetPassword(c.get('deps'), token, password);
    return c.json({ ok: true as const, message: 'Your password has been reset successfully.' }, 200);
  },
);
