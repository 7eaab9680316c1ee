// The HTTP face of the local auth service: a Hono sub-app the node entry mounts at /auth/v1.
// Paths, status codes and bodies follow GoTrue as used by supabase-js 2.109 (notes/supabase-auth-api.md).
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { jsonShapeProblem } from '../../../core/json-shape.ts';
import { UNSTORABLE_MESSAGE, unstorablePath } from '../../../core/storable.ts';
import type { AuthContext } from './context.ts';
import { API_VERSION, AuthHttpError, errorResponse } from './errors.ts';
import * as h from './handlers.ts';
import { authenticate, refresh } from './sessions.ts';
import { toUserJson } from './user-json.ts';

async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const problem = jsonShapeProblem(text);
  if (problem) throw new AuthHttpError(400, 'bad_json', `Could not parse request body as JSON: ${problem}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw new AuthHttpError(400, 'bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthHttpError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  // Metadata is stored as jsonb, which refuses NUL and lone surrogates: a 400 here, not a database 500.
  const bad = unstorablePath(body);
  if (bad !== null) throw new AuthHttpError(400, 'validation_failed', `${bad}: ${UNSTORABLE_MESSAGE}`);
  return body as Record<string, unknown>;
}

export function authRoutes(ctx: AuthContext): Hono {
  const app = new Hono();

  // supabase-js sends these on every call and needs X-Supabase-Api-Version readable to pick the error code
  // (supabase/auth#1589). No cookies are involved, so any origin may call.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version', 'accept'],
      exposeHeaders: ['X-Supabase-Api-Version', 'X-Total-Count', 'Link'],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-supabase-api-version', API_VERSION);
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => errorResponse(new AuthHttpError(413, 'validation_failed', 'Request body too large')),
    }),
  );
  app.onError((err) => {
    if (err instanceof AuthHttpError) return errorResponse(err);
    if (ctx.log) ctx.log.error('local-auth failure', { error: String(err) });
    else console.error(JSON.stringify({ level: 'error', msg: 'local-auth failure', error: String(err) }));
    return errorResponse(new AuthHttpError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'));
  });

  app.post('/signup', async (c) => c.json(await h.signUp(ctx, await readBody(c))));

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    if (grant === 'password') return c.json(await h.passwordGrant(ctx, body));
    if (grant === 'refresh_token') {
      const token = body.refresh_token;
      if (typeof token !== 'string' || token.length < 12) {
        throw new AuthHttpError(400, 'validation_failed', 'Refresh token is not valid');
      }
      return c.json(await refresh(ctx, token));
    }
    throw new AuthHttpError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  app.get('/user', async (c) => {
    const who = await authenticate(ctx, c.req.header('authorization'));
    return c.json(toUserJson(who.user));
  });

  app.put('/user', async (c) => {
    const who = await authenticate(ctx, c.req.header('authorization'));
    return c.json(await h.updateUser(ctx, who, await readBody(c)));
  });

  app.post('/logout', async (c) => {
    const who = await authenticate(ctx, c.req.header('authorization'));
    await h.logout(ctx, who, c.req.query('scope'));
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => c.json(await h.recover(ctx, await readBody(c))));

  app.get('/.well-known/jwks.json', (c) => c.json(ctx.keys.jwks, 200, { 'cache-control': 'public, max-age=600' }));

  // Anything else under /auth/v1 answers in GoTrue's shape too, not with the app's 404 page.
  app.all('*', () => {
    throw new AuthHttpError(404, 'not_found', 'Not found');
  });
  return app;
}
