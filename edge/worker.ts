// The Cloudflare Worker entry: the same app as edge/node.ts over Supabase (Hyperdrive, Auth), Stripe, Resend and
// an optional LLM. What outlives a request (the app and its compiled router, the JWKS cache, the rate limiter, the
// advice cache, the Stripe SDK) is built once per isolate; only the database client is per request.
import { postgresSql } from './adapters/db/postgres-sql.ts';
import { createJwtVerifier } from './adapters/jwt-verifier.ts';
import { MemoryRateLimiter } from './adapters/memory-rate-limiter.ts';
import { ResendMailer } from './adapters/resend-mailer.ts';
import { SessionCache } from './adapters/sql-sessions.ts';
import { createStripePayments } from './adapters/stripe-payments.ts';
import { supabasePasswordAdmin } from './adapters/supabase-password-admin.ts';
import { createApp } from './app.ts';
import { adviceFromEnv, buildDeps, type Platform } from './compose.ts';
import { type Deps, jsonLogger } from './deps.ts';
import { parseWorkerEnv, type WorkerEnv } from './env.ts';

interface Bindings {
  HYPERDRIVE: Hyperdrive;
  ASSETS: Fetcher;
  [key: string]: unknown;
}

/** What the app sees as c.env: the bindings plus this request's Deps. */
interface RequestEnv extends Bindings {
  deps: Deps;
}

function boot(bindings: Bindings) {
  const env = parseWorkerEnv(bindings);
  const supabase = env.SUPABASE_URL.replace(/\/$/, '');
  const log = jsonLogger(env.LOG_LEVEL);
  const shared: Omit<Platform, 'sql'> = {
    verifier: createJwtVerifier({
      jwks: new URL(`${supabase}/auth/v1/.well-known/jwks.json`),
      issuer: `${supabase}/auth/v1`,
    }),
    // Which sessions are live (Supabase's auth.sessions); the query runs on the request's connection. A
    // signed-out session's tokens are refused within SESSION_CHECK_TTL_MS.
    sessionCache: new SessionCache(),
    log,
    // The Stripe SDK keeps its HTTP client and settings; fetch-based, as Workers require.
    payments: createStripePayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      priceId: env.STRIPE_PRICE_ID,
    }),
    mailer: new ResendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM }),
    passwordAdmin: supabasePasswordAdmin({ url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY }),
    // Its counters must outlive a request, so limits hold per isolate (see memory-rate-limiter.ts).
    rateLimiter: new MemoryRateLimiter(),
    advice: adviceFromEnv(env, log),
    fetch: globalThis.fetch.bind(globalThis),
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    mode: 'cloud',
  };
  const app = createApp((c) => (c.env as RequestEnv).deps, { connectOrigins: [new URL(supabase).origin] });
  return { bindings, env, shared, app };
}

// Module scope survives between requests of one isolate. Keyed by the bindings object, which the runtime keeps
// for the isolate's life: new bindings (a redeploy with new secrets) build anew.
let isolate: ReturnType<typeof boot> | undefined;

function forRequest(env: WorkerEnv, shared: Omit<Platform, 'sql'>, connectionString: string) {
  // Hyperdrive pools connections; a client per request is the recommended pattern.
  const sql = postgresSql(connectionString, { max: 5, fetchTypes: false });
  return { sql, deps: buildDeps(env, { ...shared, sql }) };
}

export default {
  async fetch(request: Request, bindings: Bindings, ctx: ExecutionContext): Promise<Response> {
    if (isolate?.bindings !== bindings) isolate = boot(bindings);
    const { env, shared, app } = isolate;
    const { sql, deps } = forRequest(env, shared, bindings.HYPERDRIVE.connectionString);
    // Work a handler leaves running after its response (the password reset lookup and mail) still needs this
    // request's connection: close it only once those tasks have settled.
    const tasks: Promise<unknown>[] = [];
    const appCtx = {
      waitUntil: (p: Promise<unknown>) => {
        tasks.push(p);
        ctx.waitUntil(p);
      },
      passThroughOnException: () => ctx.passThroughOnException(),
      props: ctx.props,
    };
    try {
      const requestEnv: RequestEnv = { ...bindings, deps };
      return await app.fetch(request, requestEnv, appCtx);
    } finally {
      ctx.waitUntil(Promise.allSettled(tasks).then(() => sql.close()));
    }
  },
} satisfies ExportedHandler<Bindings>;
