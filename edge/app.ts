import { Hono } from 'hono';
import { limitBodies } from './http/body-limit.ts';
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

/** The largest API body: a structured profile is tens of KB; the analyze schema caps its parts well below this. */
export const MAX_API_BODY = 512 * 1024;

export function createApi() {
  return new Hono<AppEnv>().use(limitBodies(MAX_API_BODY)).route('/', apiRoutes);
}

export type ApiType = ReturnType<typeof createApi>;

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
