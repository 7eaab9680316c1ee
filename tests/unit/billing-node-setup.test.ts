// Which payments the node entry picks, and the per-data-directory webhook secret of the local checkout.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { localWebhookSecret, nodePayments } from '../../edge/adapters/node/payments-setup.ts';
import { systemClock } from '../../edge/deps.ts';
import { parseEnv } from '../../edge/env.ts';

const dir = mkdtempSync(join(tmpdir(), 'ps-pay-setup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sql = {} as Sql; // never queried while choosing
const pick = (env: Record<string, string>) => nodePayments(parseEnv(env), sql, dir, systemClock, fetch);

describe('node payments setup', () => {
  it('generates one webhook secret per data directory, kept private and reused', () => {
    const first = localWebhookSecret(dir);
    expect(first).toMatch(/^whsec_[\w-]{43}$/);
    expect(localWebhookSecret(dir)).toBe(first);
    expect(readFileSync(join(dir, 'local-webhook-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'local-webhook-secret')).mode & 0o077).toBe(0);
    expect(localWebhookSecret(mkdtempSync(join(dir, 'other-')))).not.toBe(first);
  });

  it('uses the local checkout by default and Stripe when configured', () => {
    const local = pick({});
    expect(local.payments.kind).toBe('local');
    expect(local.local?.webhookSecret).toBe(localWebhookSecret(dir));
    expect(pick({ STRIPE_WEBHOOK_SECRET: 'whsec_given' }).local?.webhookSecret).toBe('whsec_given');
    const stripe = pick({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ID: 'price_x',
    });
    expect(stripe.payments.kind).toBe('stripe');
    expect(stripe.local).toBeUndefined();
  });

  it('refuses half a Stripe configuration, and the test-mode checkout next to hosted auth', () => {
    expect(() => pick({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID/);
    expect(() => pick({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/give Pro away|test-mode local checkout/);
    expect(pick({ SUPABASE_URL: 'https://x.supabase.co', ALLOW_LOCAL_CHECKOUT: '1' }).payments.kind).toBe('local');
    // Debug routes are about the debug route only, not about giving Pro away.
    expect(() => pick({ SUPABASE_URL: 'https://x.supabase.co', DEBUG_ROUTES: 'true' })).toThrow(/ALLOW_LOCAL_CHECKOUT/);
  });
});
