import { Hono } from 'hono';
import { limitBodies, MAX_API_BODY } from './http/body-limit.ts';
import type { AppEnv } from './http/context.ts';
import { notFound, onError } from './http/errors.ts';
import { type DepsSource, requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security.ts';
import { apiRoutes } from './routes/index.ts';

export interface AppOptions {
  /** Extra origins the browser may connect to (Supabase Auth when it is not our origin). */
  connectOrigins?: string[];
  /** Mounted before the API (local auth service, local checkout, dev mail). */
  mount?: (app: Hono<AppEnv>) => void;
}

/**
 * Public forms whose own body limit counts an oversized request against their per-address limit. (POST /api/analyze
 * needs a signed-in user first; its per-user limit runs before its own, lower, body limit.)
 */
const BODY_COUNTED_FIRST = new Set([
  '/api/contact',
  '/api/contact-sales',
  '/api/password-reset/request',
  '/api/password-reset/reset',
]);

export function createApi() {
  return new Hono<AppEnv>().use(limitBodies(MAX_API_BODY, { except: BODY_COUNTED_FIRST })).route('/', apiRoutes);
}

/** One Hono app for both entries; everything platform-specific arrives in deps and options. */
export function createApp(deps: DepsSource, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps));
  app.use('*', securityHeaders(options.connectOrigins));
  app.onError(onError);
  options.mount?.(app);
  app.route('/api', createApi());
  app.all('/api/*', notFound);
  return app;
}
