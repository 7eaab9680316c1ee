// Limits on sign-up and password sign-in of the local auth service (the node entry mounts them in front of
// /auth/v1). Answers are in GoTrue's shape with its codes, which supabase-js reports as an AuthApiError.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { jsonShapeProblem } from '../core/json-shape.ts';
import type { RateRule } from '../ports.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './context.ts';

const MINUTE = 60_000;

// Per address: Supabase Auth's own default (30 sign-ups or sign-ins per 5 minutes per IP). Per address and account
// together: guessing one account's password from one address. No flat per-account limit: ten wrong passwords from
// anywhere would lock the owner out; repeated failures on an account slow down its wrong answers instead
// (deps.accountThrottle), never the right one.
// https://supabase.com/docs/guides/auth/rate-limits
export const AUTH_LIMITS = {
  perIp: { limit: 30, windowMs: 5 * MINUTE },
  perIpAccount: { limit: 10, windowMs: 5 * MINUTE },
} satisfies Record<string, RateRule>;

/** The auth service's body limit (GoTrue's bodies are a few hundred bytes). */
export const AUTH_BODY_MAX = 64 * 1024;

function gotrueError(c: Context, status: 413 | 429, code: string, msg: string, headers: Record<string, string> = {}) {
  return c.json({ code, error_code: code, msg, message: msg }, status, { 'x-sb-error-code': code, ...headers });
}

function tooMany(c: Context, wait: number) {
  const msg = `Too many attempts. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`;
  return gotrueError(c, 429, 'over_request_rate_limit', msg, { 'Retry-After': String(wait) });
}

/**
 * The body as text, at most `max` bytes of it; null as soon as it is known to be larger (at once from
 * Content-Length, else once that many bytes came). The one reader of the body: a tee'd clone read in parallel
 * never settles while the other branch is unread, which used to leave these requests hanging.
 */
async function readCapped(req: Request, max: number): Promise<string | null> {
  if (Number(req.headers.get('content-length') ?? 0) > max) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    size += r.value.byteLength;
    if (size > max) return null;
    chunks.push(r.value);
  }
  return new Blob(chunks as BlobPart[]).text();
}

/** The email of a sign-in or sign-up body, normalised as the auth service does; '' when there is none. */
function emailOf(text: string): string {
  if (jsonShapeProblem(text)) return ''; // the auth service refuses it
  try {
    const body = JSON.parse(text) as { email?: unknown } | null;
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : '';
  } catch {
    return '';
  }
}

export function limitLocalAuth(root: Hono<AppEnv>): void {
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const isSignIn = c.req.path.endsWith('/token') && c.req.query('grant_type') === 'password';
    if (c.req.method !== 'POST' || !(isSignIn || c.req.path.endsWith('/signup'))) return next();
    const kind = isSignIn ? 'signin' : 'signup';
    const { rateLimiter, accountThrottle } = c.get('deps');
    const ip = clientIp(c);
    // Counted before the body is read: a request whose body is too large, or never arrives, counts too.
    const perIp = await rateLimiter.hit(`${kind}:ip:${ip}`, AUTH_LIMITS.perIp);
    if (!perIp.ok) return tooMany(c, perIp.retryAfterSeconds);
    const text = await readCapped(c.req.raw, AUTH_BODY_MAX);
    if (text === null) return gotrueError(c, 413, 'validation_failed', 'Request body too large');
    c.req.raw = new Request(c.req.raw, { body: text }); // what the auth service reads next
    const email = emailOf(text);
    if (email) {
      const r = await rateLimiter.hit(`${kind}:ip-account:${ip}:${email}`, AUTH_LIMITS.perIpAccount);
      if (!r.ok) return tooMany(c, r.retryAfterSeconds);
    }
    await next();
    // 400 is GoTrue's answer to a wrong password (invalid_credentials) or a malformed request. Only that answer
    // waits for the account's turn: the password is checked first, so the right one always gets in at once and
    // no number of wrong ones from strangers can keep the owner out, while a guesser still waits a turn for
    // each wrong answer, or is turned away with 429 once the turns ahead fill the longest wait.
    if (isSignIn && email && c.res.status === 400 && accountThrottle) {
      const turn = await accountThrottle.turn(email);
      accountThrottle.failed(email);
      if (!turn.ok) c.res = tooMany(c, turn.retryAfterSeconds);
    }
  };
  root.use('/auth/v1/signup', limit);
  root.use('/auth/v1/token', limit);
}
