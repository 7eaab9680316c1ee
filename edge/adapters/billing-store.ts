// The billing side of the database, apart from PostgresStore: the customer id, and billing commands applied by
// the SQL function billing_apply (supabase/migrations/*_billing.sql), which owns idempotency and ordering.
import { FREE_SCANS, PRO_SCANS } from '../core/plans.ts';
import type { BillingCommand, BillingOutcome, BillingStore } from '../ports.ts';
import type { Sql } from './db/sql.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export class SqlBillingStore implements BillingStore {
  constructor(private readonly sql: Sql) {}

  async setCustomer(userId: string, customerId: string): Promise<string> {
    // One statement: a concurrent second checkout keeps the first customer (no second customer id is stored).
    const rows = await this.sql.query<{ stripe_customer_id: string | null }>(
      `update public.users set stripe_customer_id = coalesce(stripe_customer_id, $2)
       where supabase_id = $1 returning stripe_customer_id`,
      [userId, customerId],
    );
    return rows[0]?.stripe_customer_id ?? customerId;
  }

  async continueFree(userId: string): Promise<boolean> {
    // Only from pending, in one statement: a payment confirmed meanwhile (tier pro) is never undone.
    const rows = await this.sql.query(
      `update public.users set subscription_tier = 'free', scans_remaining = $2
       where supabase_id = $1 and subscription_tier = 'pending' returning supabase_id`,
      [userId, FREE_SCANS],
    );
    return rows.length > 0;
  }

  async apply(c: BillingCommand, payload?: unknown): Promise<{ outcome: BillingOutcome; userId: string | null }> {
    const rows = await this.sql.query<{ outcome: BillingOutcome; user_id: string | null }>(
      `select r.outcome, r.user_id from public.billing_apply(
         $1, $2, $3::timestamptz, $4::jsonb, $5, $6::uuid, $7, $8, $9::timestamptz, $10, $11, $12, $13) r`,
      [
        c.eventId,
        c.eventType,
        iso(c.eventCreated),
        payload === undefined ? null : JSON.stringify(payload),
        c.action,
        c.userId,
        c.customerId,
        c.subscriptionId,
        iso(c.periodEnd),
        c.cancelAtPeriodEnd,
        c.status,
        PRO_SCANS,
        FREE_SCANS,
      ],
    );
    return { outcome: rows[0].outcome, userId: rows[0].user_id };
  }
}
