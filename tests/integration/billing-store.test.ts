// billing_apply through SqlBillingStore on PGlite and PostgreSQL: once per event id, the right end state in
// any order, a renewal resets the allowance once per period, a deletion downgrades, nothing moves between users.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SqlBillingStore } from '../../edge/adapters/billing-store.ts';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import type { BillingCommand } from '../../edge/core/billing/types.ts';
import { FREE_SCANS, PRO_SCANS } from '../../edge/core/plans.ts';
import { eachDb, seedUser } from '../helpers/db.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 10, 1);

function cmd(action: BillingCommand['action'], over: Partial<BillingCommand> = {}): BillingCommand {
  return {
    action,
    eventId: `evt_${randomUUID()}`,
    eventType: action,
    eventCreated: new Date(T0),
    userId: null,
    customerId: null,
    subscriptionId: null,
    periodEnd: null,
    cancelAtPeriodEnd: null,
    status: null,
    ...over,
  };
}

async function row(sql: Sql, id: string) {
  const [r] = await sql.query<{
    subscription_tier: string;
    scans_remaining: number;
    stripe_subscription_id: string | null;
    stripe_customer_id: string | null;
    cancel_at_period_end: boolean;
    current_period_end: Date | null;
  }>(
    `select subscription_tier, scans_remaining, stripe_subscription_id, stripe_customer_id, cancel_at_period_end,
            current_period_end from public.users where supabase_id = $1`,
    [id],
  );
  return { ...r, current_period_end: r.current_period_end ? new Date(r.current_period_end).toISOString() : null };
}

const setScans = (sql: Sql, id: string, n: number) =>
  sql.query('update public.users set scans_remaining = $2 where supabase_id = $1', [id, n]);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

eachDb('billing store', (db) => {
  const store = () => new SqlBillingStore(db.sql);

  it('grants Pro with the plan allowance once, however often the event is delivered', async () => {
    const user = await seedUser(db.sql, { tier: 'pending', scans: 0 });
    const grant = cmd('grant', { userId: user, customerId: `cus_${user}`, subscriptionId: `sub_${user}` });
    expect(await store().apply(grant, { id: grant.eventId })).toEqual({ outcome: 'applied', userId: user });
    expect(await row(db.sql, user)).toMatchObject({ subscription_tier: 'pro', scans_remaining: PRO_SCANS });
    await setScans(db.sql, user, 3); // used 12: a replay must not top it up again
    const replays = await Promise.all(Array.from({ length: 20 }, () => store().apply(grant)));
    expect(new Set(replays.map((r) => r.outcome))).toEqual(new Set(['duplicate']));
    expect((await row(db.sql, user)).scans_remaining).toBe(3);
    const [{ n }] = await db.sql.query<{ n: number }>(
      'select count(*)::int as n from public.payment_events where id = $1',
      [grant.eventId],
    );
    expect(n).toBe(1);
    // /api/update-subscription for the same subscription: no event id, same grant, already applied.
    const again = await store().apply({ ...grant, eventId: null, eventType: 'update-subscription' });
    expect(again.outcome).toBe('no_change');
    expect((await row(db.sql, user)).scans_remaining).toBe(3);
  });

  it('resets the allowance on each renewal, once per billing period', async () => {
    const user = await seedUser(db.sql);
    const sub = `sub_${user}`;
    await store().apply(cmd('grant', { userId: user, subscriptionId: sub, periodEnd: new Date(T0 + 30 * DAY) }));
    await setScans(db.sql, user, 2);
    const renewal = cmd('renew', { customerId: null, subscriptionId: sub, periodEnd: new Date(T0 + 60 * DAY) });
    expect((await store().apply(renewal)).outcome).toBe('applied');
    expect(await row(db.sql, user)).toMatchObject({ scans_remaining: PRO_SCANS, subscription_tier: 'pro' });
    expect((await row(db.sql, user)).current_period_end).toBe(new Date(T0 + 60 * DAY).toISOString());
    await setScans(db.sql, user, 4);
    // Another event for the same (or an older) period: no second reset.
    for (const end of [60, 30]) {
      const late = cmd('renew', { subscriptionId: sub, periodEnd: new Date(T0 + end * DAY) });
      expect((await store().apply(late)).outcome).toBe('no_change');
    }
    expect((await row(db.sql, user)).scans_remaining).toBe(4);
  });

  it('downgrades to free when the subscription is deleted, keeping what is left of the free analysis', async () => {
    const user = await seedUser(db.sql);
    const sub = `sub_${user}`;
    await store().apply(cmd('grant', { userId: user, subscriptionId: sub }));
    await db.sql.query('update public.users set scans_used = 4, scans_remaining = 11 where supabase_id = $1', [user]);
    expect((await store().apply(cmd('delete', { subscriptionId: sub }))).outcome).toBe('applied');
    expect(await row(db.sql, user)).toMatchObject({
      subscription_tier: 'free',
      scans_remaining: Math.max(0, FREE_SCANS - 4),
      stripe_subscription_id: null,
    });
    // A Pro user who never scanned keeps the free plan's one analysis.
    const fresh = await seedUser(db.sql);
    await store().apply(cmd('grant', { userId: fresh, subscriptionId: `sub_${fresh}` }));
    await store().apply(cmd('delete', { subscriptionId: `sub_${fresh}` }));
    expect(await row(db.sql, fresh)).toMatchObject({ subscription_tier: 'free', scans_remaining: FREE_SCANS });
  });

  it('finds the user by customer id when the event does not name them', async () => {
    const user = await seedUser(db.sql, { tier: 'pending', scans: 0 });
    await store().setCustomer(user, `cus_${user}`);
    expect(await store().setCustomer(user, 'cus_other')).toBe(`cus_${user}`); // first writer wins
    const first = cmd('grant', { customerId: `cus_${user}`, subscriptionId: `sub_${user}` });
    expect(await store().apply(first)).toEqual({ outcome: 'applied', userId: user });
    expect((await row(db.sql, user)).subscription_tier).toBe('pro');
  });

  it('applies nothing for an unknown customer, and never moves a subscription to another user', async () => {
    const unknown = await store().apply(cmd('grant', { customerId: 'cus_nobody', subscriptionId: 'sub_nobody' }));
    expect(unknown).toEqual({ outcome: 'unmatched', userId: null });
    const owner = await seedUser(db.sql);
    const thief = await seedUser(db.sql);
    await store().apply(cmd('grant', { userId: owner, subscriptionId: `sub_${owner}` }));
    const stolen = await store().apply(cmd('grant', { userId: thief, subscriptionId: `sub_${owner}` }));
    expect(stolen.outcome).toBe('unmatched');
    expect((await row(db.sql, thief)).subscription_tier).toBe('free');
  });

  it('only the subscription that made the user Pro can take Pro away', async () => {
    const user = await seedUser(db.sql);
    await store().apply(cmd('grant', { userId: user, subscriptionId: `sub_old_${user}` }));
    await store().apply(cmd('grant', { userId: user, subscriptionId: `sub_new_${user}` }));
    expect((await store().apply(cmd('delete', { subscriptionId: `sub_old_${user}` }))).outcome).toBe('no_change');
    expect(await row(db.sql, user)).toMatchObject({
      subscription_tier: 'pro',
      stripe_subscription_id: `sub_new_${user}`,
    });
  });

  describe('out of order', () => {
    // Checkout, two subscription updates (the later one cancels at period end) and a renewal: every delivery order
    // ends where the in-order delivery ends.
    function lifecycle(user: string) {
      const sub = `sub_${user}`;
      return [
        cmd('grant', { userId: user, customerId: `cus_${user}`, subscriptionId: sub }),
        cmd('update', {
          userId: user,
          subscriptionId: sub,
          eventCreated: new Date(T0 + 1000),
          cancelAtPeriodEnd: false,
          periodEnd: new Date(T0 + 30 * DAY),
          status: 'active',
        }),
        cmd('update', {
          userId: user,
          subscriptionId: sub,
          eventCreated: new Date(T0 + 2000),
          cancelAtPeriodEnd: true,
          periodEnd: new Date(T0 + 30 * DAY),
          status: 'active',
        }),
        cmd('renew', { subscriptionId: sub, customerId: `cus_${user}`, periodEnd: new Date(T0 + 60 * DAY) }),
      ];
    }

    it('every order of checkout, updates and renewal ends in the same state', async () => {
      const expected = {
        subscription_tier: 'pro',
        scans_remaining: PRO_SCANS,
        cancel_at_period_end: true,
        current_period_end: new Date(T0 + 60 * DAY).toISOString(),
      };
      const orders = permutations([0, 1, 2, 3]);
      for (const order of orders) {
        const user = await seedUser(db.sql, { tier: 'pending', scans: 0 });
        await store().setCustomer(user, `cus_${user}`); // as create-checkout-session does before any event
        const events = lifecycle(user);
        for (const i of order) await store().apply(events[i]);
        expect({ order, ...(await row(db.sql, user)) }).toMatchObject({ order, ...expected });
      }
      expect(orders).toHaveLength(24);
    });

    it('a deletion that arrives before the checkout still ends free', async () => {
      for (const order of permutations([0, 1, 2])) {
        const user = await seedUser(db.sql);
        const sub = `sub_${user}`;
        const events = [
          cmd('grant', { userId: user, subscriptionId: sub }),
          cmd('update', { userId: user, subscriptionId: sub, cancelAtPeriodEnd: true, status: 'active' }),
          cmd('delete', { userId: user, subscriptionId: sub, eventCreated: new Date(T0 + 5000) }),
        ];
        for (const i of order) await store().apply(events[i]);
        expect({ order, ...(await row(db.sql, user)) }).toMatchObject({
          order,
          subscription_tier: 'free',
          cancel_at_period_end: false,
        });
      }
    });
  });
});
