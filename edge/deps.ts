import type { TrustProxy } from './env.ts';
import type {
  AccountThrottle,
  AuthVerifier,
  BillingStore,
  Clock,
  ContactStore,
  Logger,
  Mailer,
  PasswordAdmin,
  Payments,
  RateLimiter,
  RateRule,
  ResetTokenStore,
  Store,
} from './ports.ts';
import type { AdviceService } from './services/advice.ts';

/** Public, non-secret settings the browser reads from GET /api/config. */
export interface PublicConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  productName: string;
  supportEmail: string;
  debugRoutes: boolean;
}

/** Everything a handler may touch. Built in one place, buildDeps (compose.ts), from the parsed env. */
export interface Deps {
  store: Store;
  auth: AuthVerifier;
  clock: Clock;
  log: Logger;
  /** Stripe, or the local checkout of the embedded default. */
  payments: Payments;
  /** Billing events applied once each, in any order (SQL billing_apply). */
  billing: BillingStore;
  /** Pro advice: an OpenAI-compatible LLM when configured, rubric-only otherwise; never throws. */
  advice: AdviceService;
  /** Outbound HTTP (image proxy, Stripe, mail): injectable so tests never leave loopback. */
  fetch: typeof fetch;
  /** Outbound mail: Resend, SMTP or the local outbox. */
  mailer: Mailer;
  /** Per-key request limits (password reset, contact forms, sign-in, analyze). */
  rateLimiter: RateLimiter;
  /** Analyses per user per window (default ANALYZE_LIMIT in http/rate-limit.ts; limit 0 turns it off, e.g. for load tests). */
  analyzeLimit?: RateRule;
  /** Job-ad saves per user per window (default TARGET_LIMIT in http/rate-limit.ts; limit 0 turns it off). */
  targetLimit?: RateRule;
  /** Password sign-ins on one account, slowed after repeated failures (the local auth service; Node only). */
  accountThrottle?: AccountThrottle;
  /** Sets a password and revokes every session: the local auth service or Supabase's admin API. */
  passwordAdmin: PasswordAdmin;
  resetTokens: ResetTokenStore;
  contacts: ContactStore;
  config: PublicConfig & ServerConfig;
}

export interface ServerConfig {
  /** Origin of every link and redirect we hand out (PUBLIC_URL). */
  publicUrl: string;
  salesEmail: string;
  mode: 'local' | 'cloud';
  /**
   * Links follow the origin the browser used instead of publicUrl: 'any' on Node without PUBLIC_URL (localhost,
   * 127.0.0.1 or a LAN address all work), 'loopback' when PUBLIC_URL is this machine (only loopback names are
   * followed). Unset: always publicUrl, whatever the Host header says.
   */
  followRequestOrigin?: 'any' | 'loopback';
  /** The proxy header that carries the client's address (TRUST_PROXY); unset: the socket's peer. */
  trustProxy?: TrustProxy;
}

export { systemClock } from './ports.ts';

export function jsonLogger(level: 'debug' | 'info' | 'warn' | 'error' = 'info'): Logger {
  const order = { debug: 0, info: 1, warn: 2, error: 3 };
  const emit = (lvl: keyof typeof order, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < order[level]) return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: lvl, msg, ...fields });
    if (lvl === 'error') console.error(line);
    else console.log(line);
  };
  return {
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}
