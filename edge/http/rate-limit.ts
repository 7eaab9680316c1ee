import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import { errorBody } from '../core/errors.ts';
import type { RateRule } from '../ports.ts';
import type { AppEnv } from './context.ts';

/** A 429 answer: the one thing a handler may return besides its endpoint's answer (edge/http/route.ts). */
export type Refusal = Response & TypedResponse<unknown, 429, 'json'>;

/**
 * Counts the request against each [key, rule] in order and answers 429 with Retry-After at the first one that
 * is exhausted (later keys are then not counted). Returns null when the request may go on.
 */
export async function rateLimit(c: Context<AppEnv>, checks: [string, RateRule][]): Promise<Refusal | null> {
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

/** Saving job ads is free of scans, so it has its own limit: a person pastes a few ads a minute. */
export const TARGET_LIMIT: RateRule = { limit: 30, windowMs: MINUTE };

/** POST /api/analyses/:id/target, per user (after loadUser). deps.targetLimit overrides; limit 0 turns it off. */
export const limitTarget: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rule = c.get('deps').targetLimit ?? TARGET_LIMIT;
  if (rule.limit > 0) {
    const limited = await rateLimit(c, [[`target:user:${c.get('user').supabase_id}`, rule]]);
    if (limited) return limited;
  }
  await next();
};
