import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './core/errors.ts';
import type { Deps } from './deps.ts';
import type { AppEnv } from './http/context.ts';
import { notFound, onError } from './http/errors.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security.ts';
import { analysesRoutes } from './routes/analyses/index.ts';
import { billingRoutes } from './routes/billing/index.ts';
import { contactRoutes } from './routes/contact/index.ts';
import { meRoutes } from './routes/me/index.ts';
import { passwordResetRoutes } from './routes/password-reset/index.ts';
import { proxyImageRoutes } from './routes/proxy-image/index.ts';
import { systemRoutes } from './routes/system/index.ts';

export interface AppOptions {
  /** Extra origins the browser may connect to (Supabase Auth when it is not our origin). */
  connectOrigins?: string[];
  /** Mounted before the API (local auth service, local checkout, dev mail). */
  mount?: (app: Hono<AppEnv>) => void;
}

const MAX_BODY = 512 * 1024;

const limitBody = bodyLimit({
  maxSize: MAX_BODY,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  },
});

// A GET or HEAD never carries a body here, and asking for one makes @hono/node-server build a whole fetch
// Request (with an AbortController) per request: about a tenth of a cached GET's CPU.
const limitBodyUnlessGet: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next);

export function createApi() {
  return new Hono<AppEnv>()
    .use(limitBodyUnlessGet)
    .route('/', systemRoutes)
    .route('/', meRoutes)
    .route('/', billingRoutes)
    .route('/', passwordResetRoutes)
    .route('/', contactRoutes)
    .route('/', analysesRoutes)
    .route('/', proxyImageRoutes);
}

export type ApiType = ReturnType<typeof createApi>;

/** One Hono app for both entries; everything platform-specific arrives in deps and options. */
export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps));
  app.use('*', securityHeaders(options.connectOrigins));
  app.onError(onError);
  options.mount?.(app);
  app.route('/api', createApi());
  app.all('/api/*', notFound);
  return app;
}
