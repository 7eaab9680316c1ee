import { SqlBillingStore } from './adapters/billing-store.ts';
import { SqlContactStore } from './adapters/contact-store.ts';
import { postgresSql } from './adapters/db/postgres-sql.ts';
import { createJwtVerifier } from './adapters/jwt-verifier.ts';
import { MemoryRateLimiter } from './adapters/memory-rate-limiter.ts';
import { PostgresStore } from './adapters/postgres-store.ts';
import { ResendMailer } from './adapters/resend-mailer.ts';
import { SqlResetTokenStore } from './adapters/reset-store.ts';
import { checkingSessions, SessionCache, SqlSessions } from './adapters/sql-sessions.ts';
import { createStripePayments } from './adapters/stripe-payments.ts';
import { supabasePasswordAdmin } from './adapters/supabase-password-admin.ts';
import { createApp } from './app.ts';
import { type Deps, jsonLogger, systemClock } from './deps.ts';
import { type Env, parseEnv, requireWorkerEnv } from './env.ts';
import { type AdviceService, createAdviceService, llmFromEnv } from './services/advice.ts';

interface Bindings {
  HYPERDRIVE: Hyperdrive;
  ASSETS: Fetcher;
  [key: string]: unknown;
}

// Module scope survives between requests of one isolate: the parsed env and the JWKS cache live here.
let cached: { env: Env; verifier: ReturnType<typeof createJwtVerifier>; advice: AdviceService } | undefined;

function boot(bindings: Bindings) {
  if (cached) return cached;
  const env = parseEnv(bindings);
  requireWorkerEnv(env);
  const supabase = env.SUPABASE_URL!.replace(/\/$/, '');
  const verifier = createJwtVerifier({
    jwks: new URL(`${supabase}/auth/v1/.well-known/jwks.json`),
    issuer: `${supabase}/auth/v1`,
  });
  // The advice cache lives as long as the isolate.
  const advice = createAdviceService({ llm: llmFromEnv(env), logger: jsonLogger(env.LOG_LEVEL), clock: systemClock });
  cached = { env, verifier, advice };
  return cached;
}

// Mail (Resend), the Supabase admin API and the rate limiter, once per isolate: the limiter's counters must
// outlive a request, so limits hold per isolate (see memory-rate-limiter.ts for what that means).
let issue7: Pick<Deps, 'mailer' | 'rateLimiter' | 'passwordAdmin'> | undefined;
function mailDeps(env: Env) {
  issue7 ??= {
    mailer: new ResendMailer({ apiKey: env.RESEND_API_KEY!, from: env.MAIL_FROM }),
    rateLimiter: new MemoryRateLimiter(),
    passwordAdmin: supabasePasswordAdmin({ url: env.SUPABASE_URL!, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY! }),
  };
  return issue7;
}

// Which sessions are live (Supabase's auth.sessions), remembered per isolate; the query runs on the request's
// connection. A signed-out session's tokens are refused within SESSION_CHECK_TTL_MS.
const sessionCache = new SessionCache();

// Stripe once per isolate (the SDK keeps its HTTP client and settings); fetch-based, as Workers require.
let stripe: Deps['payments'] | undefined;
function payments(env: Env) {
  stripe ??= createStripePayments({
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    priceId: env.STRIPE_PRICE_ID!,
  });
  return stripe;
}

export default {
  async fetch(request: Request, bindings: Bindings, ctx: ExecutionContext): Promise<Response> {
    const { env, verifier, advice } = boot(bindings);
    // Hyperdrive pools connections; a client per request is the recommended pattern.
    const sql = postgresSql(bindings.HYPERDRIVE.connectionString, { max: 5, fetchTypes: false });
    const deps: Deps = {
      store: new PostgresStore(sql),
      auth: checkingSessions(verifier, new SqlSessions(sql, { cache: sessionCache })),
      clock: systemClock,
      log: jsonLogger(env.LOG_LEVEL),
      payments: payments(env),
      billing: new SqlBillingStore(sql),
      advice,
      fetch: globalThis.fetch.bind(globalThis),
      ...mailDeps(env),
      resetTokens: new SqlResetTokenStore(sql),
      contacts: new SqlContactStore(sql),
      config: {
        supabaseUrl: env.SUPABASE_URL!,
        supabaseAnonKey: env.SUPABASE_ANON_KEY!,
        productName: env.PRODUCT_NAME,
        supportEmail: env.SUPPORT_EMAIL,
        salesEmail: env.SALES_EMAIL,
        debugRoutes: env.DEBUG_ROUTES,
        publicUrl: env.PUBLIC_URL!,
        mode: 'cloud',
      },
    };
    const app = createApp(deps, { connectOrigins: [new URL(env.SUPABASE_URL!).origin] });
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
      return await app.fetch(request, bindings, appCtx);
    } finally {
      ctx.waitUntil(Promise.allSettled(tasks).then(() => sql.close()));
    }
  },
} satisfies ExportedHandler<Bindings>;
