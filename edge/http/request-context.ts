import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps.ts';
import type { AppEnv } from './context.ts';

/** The same Deps for every request (Node, tests), or this request's (the Worker: its database client). */
export type DepsSource = Deps | ((c: Context<AppEnv>) => Deps);

/** Attaches deps and a request id, and writes one JSON log line per API request. */
export function requestContext(source: DepsSource): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deps = typeof source === 'function' ? source(c) : source;
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    const started = Date.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/auth/')) {
      deps.log.info('request', {
        requestId,
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Date.now() - started,
      });
    }
  };
}
