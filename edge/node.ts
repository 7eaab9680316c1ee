// The embedded default: the whole product on one machine with no environment variables at all.
// PGlite under DATA_DIR (or DATABASE_URL), the local auth service at /auth/v1, rubric-only scoring.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { compress } from 'hono/compress';
import type { Sql } from './adapters/db/sql.ts';
import { createJwtVerifier } from './adapters/jwt-verifier.ts';
import { MemoryAccountThrottle } from './adapters/memory-account-throttle.ts';
import { MemoryRateLimiter } from './adapters/memory-rate-limiter.ts';
import { requestOriginPolicy, requireRealServicesForPublicUrl, warnAboutLocalPages } from './adapters/node/exposure.ts';
import { Inflight } from './adapters/node/inflight.ts';
import { createLocalAuth } from './adapters/node/local-auth/index.ts';
import { nodeMailer, nodePasswordAdmin } from './adapters/node/mail-setup.ts';
import { applyMigrations } from './adapters/node/migrations.ts';
import { nodePayments } from './adapters/node/payments-setup.ts';
import { serveWeb } from './adapters/node/static.ts';
import { createApp } from './app.ts';
import { adviceFromEnv, buildDeps } from './compose.ts';
import { isLoopbackHostname } from './core/net.ts';
import { jsonLogger, systemClock } from './deps.ts';
import { parseEnv } from './env.ts';
import { limitLocalAuth } from './http/auth-limits.ts';
import { type LocalPageTokens, mountLocalPages } from './routes/local-pages.ts';

export interface NodeServerOptions {
  port?: number;
  hostname?: string;
  dataDir?: string;
  distDir?: string;
  env?: Record<string, string | undefined>;
}

// Seconds, not Node's minutes: this API's bodies are at most 512 KB, so a client that needs longer is holding a
// socket, not uploading (a body sent a byte a second used to keep one open for 5 minutes). Node checks them every
// connectionsCheckingInterval, then answers 408 and closes.
// https://nodejs.org/api/http.html#serverrequesttimeout
const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 20_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/** PostgreSQL at DATABASE_URL, else PGlite in dataDir; only the driver in use is loaded (each costs memory). */
async function openSql(databaseUrl: string | undefined, dataDir: string): Promise<Sql> {
  if (databaseUrl) return (await import('./adapters/db/postgres-sql.ts')).postgresSql(databaseUrl);
  return (await import('./adapters/node/pglite-sql.ts')).pgliteSql(dataDir);
}

export async function startNodeServer(options: NodeServerOptions = {}) {
  const env = parseEnv(options.env ?? process.env);
  const port = options.port ?? env.PORT;
  requireRealServicesForPublicUrl(env);
  const hostname = options.hostname ?? env.HOST ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const log = jsonLogger(env.LOG_LEVEL);

  mkdirSync(dataDir, { recursive: true });
  const sql = await openSql(env.DATABASE_URL, join(dataDir, 'pglite'));
  const localAuthMode = !env.SUPABASE_URL;
  await applyMigrations(sql, { local: localAuthMode });

  const localAuth = localAuthMode ? await createLocalAuth({ sql, issuer: `${publicUrl}/auth/v1` }) : undefined;
  const supabaseUrl = env.SUPABASE_URL?.replace(/\/$/, '') ?? publicUrl;
  const verifier = createJwtVerifier({
    jwks: localAuth ? localAuth.jwks() : new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`),
    issuer: `${supabaseUrl}/auth/v1`,
  });

  const mail = nodeMailer(env, sql, log);
  // Secrets of this start for the local-only pages: reaching the loopback socket is not enough (a TCP forward from
  // another host arrives from 127.0.0.1 too). Printed by main(); the checkout's also goes in its own links.
  const pageTokens: LocalPageTokens = {
    mail: randomBytes(24).toString('base64url'),
    checkout: randomBytes(24).toString('base64url'),
  };
  const pay = nodePayments(env, sql, dataDir, systemClock, globalThis.fetch, pageTokens.checkout);
  const deps = buildDeps(env, {
    sql,
    verifier,
    log,
    payments: pay.payments,
    mailer: mail.mailer,
    passwordAdmin: nodePasswordAdmin(env, localAuth),
    rateLimiter: new MemoryRateLimiter(),
    accountThrottle: new MemoryAccountThrottle(),
    advice: adviceFromEnv(env, log),
    fetch: globalThis.fetch,
    publicUrl,
    mode: localAuthMode ? 'local' : 'cloud',
    followRequestOrigin: requestOriginPolicy(env.PUBLIC_URL),
  });

  const serverLoopback = isLoopbackHostname(hostname);
  // The outbox only with our own auth service: with Supabase Auth, reset links never go through it.
  const outbox = localAuth ? mail.outbox : undefined;
  warnAboutLocalPages(log, {
    outbox: Boolean(outbox),
    checkout: Boolean(pay.local),
    loopback: serverLoopback,
    allowOutbox: env.ALLOW_OUTBOX,
    allowCheckout: env.ALLOW_LOCAL_CHECKOUT,
  });

  const app = createApp(deps, {
    connectOrigins: localAuthMode ? [] : [new URL(supabaseUrl).origin],
    mount: (root) => {
      if (localAuth) {
        limitLocalAuth(root);
        root.route('/auth/v1', localAuth.app);
      }
      mountLocalPages(root, {
        outbox,
        checkout: pay.local,
        serverLoopback,
        allowOutbox: env.ALLOW_OUTBOX,
        allowCheckout: env.ALLOW_LOCAL_CHECKOUT,
        tokens: pageTokens,
      });
    },
  });
  // Workers Static Assets compresses on its own; here the app shell and its chunks are gzipped on the way out
  // (a 540 KB bundle is ~155 KB on the wire). API responses never reach this point.
  app.use('*', compress(), serveWeb(options.distDir ?? resolve('dist'), deps.config));

  const inflight = new Inflight();
  const fetch = (req: Request, bindings: unknown) =>
    inflight.track(Promise.resolve(app.fetch(req, bindings, inflight.ctx)));
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch, port, hostname, serverOptions: SERVER_TIMEOUTS }, () => ok(s));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${actualPort}`;

  const stop = async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
    await inflight.drained(10_000);
    mail.close();
    await sql.close();
  };
  // The outbox's link as the terminal shows it; null when no one could open it.
  const outboxUrl =
    outbox && (serverLoopback || env.ALLOW_OUTBOX)
      ? `${url}/dev/mail${env.ALLOW_OUTBOX ? '' : `?token=${pageTokens.mail}`}`
      : null;
  return { url, port: actualPort, stop, app, deps, sql, pageTokens, outboxUrl };
}

/** Starts the server, prints its URL and stops cleanly on SIGINT / SIGTERM (edge/main.ts). */
export async function main(): Promise<void> {
  const server = await startNodeServer();
  const local = (u: string) => u.replace('127.0.0.1', 'localhost');
  console.log(`Profile Score is running at ${local(server.url)}`);
  if (server.outboxUrl) {
    console.log(`Mail outbox (reset links; the link works on this computer only): ${local(server.outboxUrl)}`);
  }
  const shutdown = async () => {
    await server.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
