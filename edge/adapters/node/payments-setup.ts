// Which payments the node entry uses: Stripe when STRIPE_SECRET_KEY is set (then the webhook secret and price id
// are required too), else the local checkout (refused with hosted auth unless ALLOW_LOCAL_CHECKOUT is on). The
// local checkout signs its events with STRIPE_WEBHOOK_SECRET if given, else with a secret generated once per data
// directory (kept in a 0600 file next to the database).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../env.ts';
import type { Clock, Payments } from '../../ports.ts';
import type { Sql } from '../db/sql.ts';
import { LocalPayments } from '../local-payments.ts';
import { createStripePayments } from '../stripe-payments.ts';

export interface NodePayments {
  payments: Payments;
  /** Set in local mode: the /dev/checkout pages drive it. */
  local?: LocalPayments;
}

export function localWebhookSecret(dataDir: string): string {
  const file = join(dataDir, 'local-webhook-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.startsWith('whsec_')) return saved;
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function nodePayments(
  env: Env,
  sql: Sql,
  dataDir: string,
  clock: Clock,
  fetchFn: typeof fetch,
  /** The local checkout pages' secret of this start, put in the links the local checkout builds. */
  pageToken?: string,
): NodePayments {
  if (env.STRIPE_SECRET_KEY) {
    const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const).filter((k) => !env[k]);
    if (missing.length) {
      throw new Error(
        `STRIPE_SECRET_KEY is set but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not.`,
      );
    }
    const payments = createStripePayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      priceId: env.STRIPE_PRICE_ID!,
      fetchFn,
    });
    return { payments };
  }
  // With hosted auth this is a real deployment with real users: a test-mode checkout there would give Pro away.
  if (env.SUPABASE_URL && !env.ALLOW_LOCAL_CHECKOUT) {
    throw new Error(
      'SUPABASE_URL is set but STRIPE_SECRET_KEY is not: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and ' +
        'STRIPE_PRICE_ID, or ALLOW_LOCAL_CHECKOUT=1 to use the test-mode local checkout on purpose.',
    );
  }
  const local = new LocalPayments({
    sql,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? localWebhookSecret(dataDir),
    clock,
    pageToken,
  });
  return { payments: local, local };
}
