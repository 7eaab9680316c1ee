import { z } from 'zod';

// The one env schema. Node fills embedded defaults; the Worker requires its secrets (see parseWorkerEnv).
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The header a reverse proxy writes the client's address into, and how many proxies append to it. */
export interface TrustProxy {
  /** Lower-case header name, e.g. x-forwarded-for. */
  header: string;
  /** Proxies in front of us that append to the header: the client is the hops-th entry from the right. */
  hops: number;
}

// TRUST_PROXY=X-Forwarded-For (one proxy), X-Forwarded-For:2 (a CDN in front of a load balancer), X-Real-IP...
// Off unless set: without a proxy in front, any client could write these headers itself.
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy | undefined => {
    const s = v?.trim() ?? '';
    if (s === '' || s === 'false' || s === '0') return undefined;
    const m = /^([A-Za-z][A-Za-z0-9-]*)(?::([1-9]\d?))?$/.exec(s);
    if (!m || s === 'true' || s === '1') {
      ctx.addIssue({
        code: 'custom',
        message: 'name the header your proxy sets and, for a list, how many proxies append to it: X-Forwarded-For:1',
      });
      return z.NEVER;
    }
    return { header: m[1].toLowerCase(), hops: Number(m[2] ?? 1) };
  });

export const envSchema = z.object({
  PUBLIC_URL: z.string().url().optional(),
  // Node: the address and port the server listens on (127.0.0.1 unless set; 0.0.0.0 for every interface; port 0
  // picks a free one), and where PGlite keeps its data and the local checkout its webhook secret.
  HOST: optional,
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  DATA_DIR: z.string().min(1).default('.data'),
  TRUST_PROXY: trustProxy,
  // The local mail outbox and test-mode checkout for everyone who can reach the server (a public demo).
  ALLOW_OUTBOX: bool,
  ALLOW_LOCAL_CHECKOUT: bool,
  PRODUCT_NAME: z.string().default('Profile Score'),
  SUPPORT_EMAIL: z.string().email().default('support@profilescore.app'),
  SALES_EMAIL: z.string().email().default('sales@profilescore.app'),
  MAIL_FROM: z.string().default('Profile Score <no-reply@profilescore.app>'),
  DEBUG_ROUTES: bool,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  // Analyses per user per minute (0 = no limit: load tests and crash tests fire hundreds from one user).
  RATE_LIMIT_ANALYZE_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  // Data
  DATABASE_URL: optional,
  // Auth (Supabase in production; the local auth service when SUPABASE_URL is unset on Node)
  SUPABASE_URL: optional,
  SUPABASE_ANON_KEY: optional,
  SUPABASE_SERVICE_ROLE_KEY: optional,
  // Payments
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_ID: optional,
  // LLM (any OpenAI-compatible server)
  OPENAI_API_KEY: optional,
  LLM_BASE_URL: optional,
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  // Mail
  RESEND_API_KEY: optional,
  SMTP_URL: optional,
});

export type Env = z.infer<typeof envSchema>;

/** Secrets the Worker cannot run without (it has no embedded fallbacks). */
export const WORKER_REQUIRED = [
  'PUBLIC_URL',
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ID',
  'RESEND_API_KEY',
] as const;

function parseWith<S extends z.ZodTypeAny>(schema: S, raw: Record<string, unknown>): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function parseEnv(raw: Record<string, unknown>): Env {
  return parseWith(envSchema, raw);
}

const secret = z.string().min(1);

/** The Worker's env: the same schema with its secrets required, so nothing downstream needs a `!`. */
export const workerEnvSchema = envSchema.extend({
  PUBLIC_URL: z.string().url(),
  SUPABASE_URL: z.string().url(),
  SUPABASE_ANON_KEY: secret,
  SUPABASE_SERVICE_ROLE_KEY: secret,
  STRIPE_SECRET_KEY: secret,
  STRIPE_WEBHOOK_SECRET: secret,
  STRIPE_PRICE_ID: secret,
  RESEND_API_KEY: secret,
});

export type WorkerEnv = z.infer<typeof workerEnvSchema>;

/** Fails fast with one message naming every missing Worker secret, then narrows by the schema. */
export function parseWorkerEnv(raw: Record<string, unknown>): WorkerEnv {
  const env = parseEnv(raw);
  const missing = WORKER_REQUIRED.filter((k) => !env[k]);
  if (missing.length) {
    throw new Error(
      `Missing Worker secrets: ${missing.join(', ')}. Set them with \`wrangler secret put <NAME>\` (see README, Deploy).`,
    );
  }
  return parseWith(workerEnvSchema, raw);
}
