// The one composition root. Each entry (the Node server, the Worker, the tests' in-process app) says what its
// platform provides; the SQL-backed ports, the advice service and the public config are wired here, once.
import { SqlBillingStore } from './adapters/billing-store.ts';
import { SqlContactStore } from './adapters/contact-store.ts';
import type { Sql } from './adapters/db/sql.ts';
import { OpenAiLlm } from './adapters/openai-llm.ts';
import { PostgresStore } from './adapters/postgres-store.ts';
import { SqlResetTokenStore } from './adapters/reset-store.ts';
import { checkingSessions, type SessionCache, SqlSessions } from './adapters/sql-sessions.ts';
import type { Deps } from './deps.ts';
import type { Env } from './env.ts';
import {
  type AccountThrottle,
  type AuthVerifier,
  type Clock,
  type Llm,
  type Logger,
  type Mailer,
  type PasswordAdmin,
  type Payments,
  type RateLimiter,
  systemClock,
} from './ports.ts';
import { type AdviceService, createAdviceService } from './services/advice.ts';

/** What differs between the entries: the database handle, token keys, payments, mail and long-lived state. */
export interface Platform {
  /** The database: one per process on Node, one per request in the Worker (Hyperdrive pools the connections). */
  sql: Sql;
  /** Checks access tokens against our local auth service's keys or Supabase's JWKS. */
  verifier: AuthVerifier;
  /** Which sessions are live, remembered across requests (the Worker keeps one per isolate). */
  sessionCache?: SessionCache;
  clock?: Clock;
  log: Logger;
  payments: Payments;
  mailer: Mailer;
  passwordAdmin: PasswordAdmin;
  /** Counters that must outlive a request: one per process or isolate. */
  rateLimiter: RateLimiter;
  accountThrottle?: AccountThrottle;
  /** Long-lived too: its cache saves paying twice for the same advice. Build it with adviceFromEnv. */
  advice: AdviceService;
  fetch: typeof fetch;
  /** Origin of every link we hand out: PUBLIC_URL, or the Node server's own address. */
  publicUrl: string;
  mode: 'local' | 'cloud';
  followRequestOrigin?: 'any' | 'loopback';
}

export function buildDeps(env: Env, p: Platform): Deps {
  const clock = p.clock ?? systemClock;
  return {
    store: new PostgresStore(p.sql),
    auth: checkingSessions(p.verifier, new SqlSessions(p.sql, { cache: p.sessionCache, clock })),
    clock,
    log: p.log,
    payments: p.payments,
    billing: new SqlBillingStore(p.sql),
    advice: p.advice,
    fetch: p.fetch,
    mailer: p.mailer,
    rateLimiter: p.rateLimiter,
    accountThrottle: p.accountThrottle,
    analyzeLimit: { limit: env.RATE_LIMIT_ANALYZE_PER_MINUTE, windowMs: 60_000 },
    passwordAdmin: p.passwordAdmin,
    resetTokens: new SqlResetTokenStore(p.sql),
    contacts: new SqlContactStore(p.sql),
    config: {
      supabaseUrl: env.SUPABASE_URL?.replace(/\/$/, '') ?? p.publicUrl,
      supabaseAnonKey: env.SUPABASE_ANON_KEY ?? 'local-anon-key',
      productName: env.PRODUCT_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      salesEmail: env.SALES_EMAIL,
      debugRoutes: env.DEBUG_ROUTES,
      publicUrl: p.publicUrl,
      mode: p.mode,
      followRequestOrigin: p.followRequestOrigin,
      trustProxy: env.TRUST_PROXY,
    },
  };
}

type LlmEnv = Partial<Pick<Env, 'OPENAI_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>>;

/** An OpenAI-compatible Llm when a key or a base URL is configured, else null (rubric-only). */
export function llmFromEnv(env: LlmEnv): Llm | null {
  if (!env.OPENAI_API_KEY && !env.LLM_BASE_URL) return null;
  return new OpenAiLlm({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.LLM_BASE_URL,
    model: env.LLM_MODEL || 'gpt-4o-mini',
    timeoutMs: env.LLM_TIMEOUT_MS ?? 20_000,
  });
}

export function adviceFromEnv(env: LlmEnv, log: Logger, clock: Clock = systemClock): AdviceService {
  return createAdviceService({ llm: llmFromEnv(env), logger: log, clock });
}
