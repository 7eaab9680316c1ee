import type { Context, Hono, MiddlewareHandler } from 'hono';
import { errorBody } from '../core/errors.ts';
import type { RateRule } from '../ports.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './context.ts';

/**
 * Counts the request against each [key, rule] in order and answers 429 with Retry-After at the first one that
 * is exhausted (later keys are then not counted). Returns null when the request may go on.
 */
export async function rateLimit(c: Context<AppEnv>, checks: [string, RateRule][]): Promise<Response | null> {
  for (const [key, rule] of checks) {
    const r = await c.get('deps').rateLimiter.hit(key, rule);
    if (!r.ok) {
      const wait = r.retryAfterSeconds;
      const message = `Too many requests. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`;
      return c.json(errorBody('RATE_LIMITED', message), 429, { 'Retry-After': String(wait) });
    }
  }
  return null;
}

const MINUTE = 60_000;

// Sign-up and password sign-in on the local auth service: Supabase Auth's own defaults (30 per 5 minutes per IP
// for sign-ups and sign-ins), plus a per-address cap so one account cannot be brute-forced from many addresses.
// https://supabase.com/docs/guides/auth/rate-limits
export const AUTH_LIMITS = {
  perIp: { limit: 30, windowMs: 5 * MINUTE },
  perEmail: { limit: 10, windowMs: 5 * MINUTE },
} satisfies Record<string, RateRule>;

/** A person analyses a few profiles a minute at most; the offline queue sends one at a time. */
export const ANALYZE_LIMIT: RateRule = { limit: 20, windowMs: MINUTE };

/** POST /api/analyze, per user (mounted after requireUser). deps.analyzeLimit overrides; limit 0 turns it off. */
export const limitAnalyze: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rule = c.get('deps').analyzeLimit ?? ANALYZE_LIMIT;
  if (rule.limit > 0) {
    const limited = await rateLimit(c, [[`analyze:user:${c.get('user').supabase_id}`, rule]]);
    if (limited) return limited;
  }
  await next();
};

const PEEK_BYTES = 64 * 1024; // the auth service refuses larger bodies anyway

/**
 * The email of a sign-in or sign-up body, normalised as the auth service does; '' when there is none. Read from
 * a clone, at most PEEK_BYTES of it: the auth service's own body limit reads the original stream after us.
 */
async function bodyEmail(c: Context): Promise<string> {
  const reader = c.req.raw.clone().body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      size += r.value.byteLength;
      if (size > PEEK_BYTES) {
        await reader.cancel();
        return '';
      }
      chunks.push(r.value);
    }
    const text = new TextDecoder().decode(await new Blob(chunks as BlobPart[]).arrayBuffer());
    const body = JSON.parse(text) as { email?: unknown };
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';
  } catch {
    return '';
  }
}

/**
 * Limits sign-ups and password sign-ins on the local auth service (the node entry mounts it in front of
 * /auth/v1). The 429 is in GoTrue's shape with its code (over_request_rate_limit), which supabase-js reports as
 * an AuthApiError with status 429.
 */
export function limitLocalAuth(root: Hono<AppEnv>): void {
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const isSignIn = c.req.path.endsWith('/token') && c.req.query('grant_type') === 'password';
    if (c.req.method !== 'POST' || !(isSignIn || c.req.path.endsWith('/signup'))) return next();
    const kind = isSignIn ? 'signin' : 'signup';
    const email = await bodyEmail(c);
    const checks: [string, RateRule][] = [[`${kind}:ip:${clientIp(c)}`, AUTH_LIMITS.perIp]];
    if (email) checks.push([`${kind}:email:${email}`, AUTH_LIMITS.perEmail]);
    for (const [key, rule] of checks) {
      const r = await c.get('deps').rateLimiter.hit(key, rule);
      if (r.ok) continue;
      const wait = r.retryAfterSeconds;
      const msg = `Too many attempts. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`;
      const body = { code: 'over_request_rate_limit', error_code: 'over_request_rate_limit', msg, message: msg };
      return c.json(body, 429, { 'Retry-After': String(wait), 'x-sb-error-code': body.code });
    }
    await next();
  };
  root.use('/auth/v1/signup', limit);
  root.use('/auth/v1/token', limit);
}
