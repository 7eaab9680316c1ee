import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../core/errors.ts';
import type { RateRule } from '../ports.ts';
import type { AppEnv } from './context.ts';

/** The largest API body: a structured profile is tens of KB; the analyze schema caps its parts well below this. */
export const MAX_API_BODY = 512 * 1024;

export interface BodyLimitOptions {
  /** Paths left to a limit of their own (one that counts an oversized request against a rate limit first). */
  except?: ReadonlySet<string>;
  /**
   * The rate-limit key and rule an oversized request is counted against before it is refused: without it, bodies
   * too large to read would be the one kind of request a sender could repeat without limit.
   */
  countOversizedAs?: (c: Context<AppEnv>) => [string, RateRule];
}

/**
 * 413 PAYLOAD_TOO_LARGE for a body over maxSize: at once when Content-Length says so, else as soon as that many
 * bytes have come. A GET or HEAD never carries a body here, and asking for one makes @hono/node-server build a
 * whole fetch Request (with an AbortController) per request: about a tenth of a cached GET's CPU.
 */
export function limitBodies(maxSize: number, options: BodyLimitOptions = {}): MiddlewareHandler<AppEnv> {
  const { except, countOversizedAs } = options;
  const limit = bodyLimit({
    maxSize,
    onError: async (c) => {
      if (countOversizedAs) {
        const [key, rule] = countOversizedAs(c as Context<AppEnv>);
        await (c as Context<AppEnv>).get('deps').rateLimiter.hit(key, rule);
      }
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    },
  });
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || except?.has(c.req.path) ? next() : limit(c, next);
}
