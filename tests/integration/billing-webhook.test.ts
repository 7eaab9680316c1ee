// POST /api/stripe/webhook of the real app (in process) over PGlite / PostgreSQL with
// the Stripe adapter. Signatures are made by the stripe SDK itself (generateTestHeaderString), as Stripe signs.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../edge/adapters/stripe-payments.ts';
import { PRO_SCANS } from '../../edge/core/plans.ts';
import { testApp } from '../helpers/app.ts';
import { billingIds, eachDb } from '../helpers/db.ts';

const SECRET = 'whsec_test_webhook_secret_0123456789';
const NOW = () => Math.floor(Date.now() / 1000);

function event(type: string, object: Record<string, unknown>, id = `evt_${randomUUID()}`) {
  return { id, object: 'event', type, created: NOW(), livemode: false, data: { object } };
}

const checkoutCompleted = (userId: string, sub: string, customer = `cus_${sub}`) =>
  event('checkout.session.completed', {
    id: `cs_${sub}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: userId,
    customer,
    subscription: sub,
  });

const renewal = (sub: string, periodEnd: number) =>
  event('invoice.paid', {
    id: `in_${randomUUID()}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    customer: `cus_${sub}`,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub, metadata: {} } },
    lines: { object: 'list', data: [{ period: { start: periodEnd - 30 * 86400, end: periodEnd } }] },
  });

// Subscriptions carry our user id in metadata (the adapter sets subscription_data.metadata at checkout).
const deleted = (sub: string, userId: string) =>
  event('customer.subscription.deleted', {
    id: sub,
    object: 'subscription',
    customer: `cus_${sub}`,
    metadata: { supabase_id: userId },
    status: 'canceled',
    cancel_at_period_end: false,
    items: { object: 'list', data: [] },
  });

eachDb('stripe webhook', (db) => {
  let t: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    const payments = createStripePayments({ secretKey: 'sk_test_fake', webhookSecret: SECRET, priceId: 'price_x' });
    t = await testApp(db.sql, { payments });
  });

  function post(body: string, header?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (header !== undefined) headers['stripe-signature'] = header;
    return t.app.request('/api/stripe/webhook', { method: 'POST', headers, body });
  }

  function send(evt: object, opts: { secret?: string; timestamp?: number } = {}) {
    const body = JSON.stringify(evt);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: opts.secret ?? SECRET,
      timestamp: opts.timestamp,
    });
    return post(body, header);
  }

  async function me(headers: Record<string, string>) {
    return (await (await t.app.request('/api/me', { headers })).json()) as {
      subscription_tier: string;
      scans_remaining: number;
    };
  }

  const eventCount = async () =>
    (await db.sql.query<{ n: number }>('select count(*)::int as n from public.payment_events'))[0].n;

  async function newUser() {
    return t.signUp(`wh-${randomUUID().slice(0, 8)}@example.com`);
  }

  it('applies a correctly signed checkout.session.completed once: Pro with the plan allowance', async () => {
    const { id, headers } = await newUser();
    const res = await send(checkoutCompleted(id, `sub_${randomUUID()}`));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await me(headers)).toMatchObject({ subscription_tier: 'pro', scans_remaining: PRO_SCANS });
  });

  it('rejects a tampered body, a wrong secret, an old timestamp and a missing header with 400 and no change', async () => {
    const { id, headers } = await newUser();
    const before = await eventCount();
    const evt = checkoutCompleted(id, `sub_${randomUUID()}`);
    const body = JSON.stringify(evt);
    const goodHeader = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    const tampered = body.replace('"paid"', '"paid" ').replace(id, randomUUID());
    const attempts = [
      post(tampered, goodHeader),
      send(evt, { secret: 'whsec_not_ours' }),
      send(evt, { timestamp: NOW() - 5 * 60 - 30 }),
      post(body),
      post(body, 'garbage'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
    expect(await me(headers)).toMatchObject({ subscription_tier: 'free', scans_remaining: 1 });
    expect(await eventCount()).toBe(before);
    // Inside the tolerance the same event is accepted (the old-timestamp case failed on age alone).
    expect((await send(evt, { timestamp: NOW() - 4 * 60 })).status).toBe(200);
  });

  it('refuses a signature dated more than five minutes ahead (a pre-signed event cannot wait for later)', async () => {
    const { id, headers } = await newUser();
    const before = await eventCount();
    const evt = checkoutCompleted(id, `sub_${randomUUID()}`);
    for (const ahead of [5 * 60 + 30, 3600, 365 * 86400]) {
      const res = await send(evt, { timestamp: NOW() + ahead });
      expect(res.status, `${ahead} s ahead`).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
    expect(await me(headers)).toMatchObject({ subscription_tier: 'free' });
    expect(await eventCount()).toBe(before);
    // A sender's clock a little ahead of ours is fine.
    expect((await send(evt, { timestamp: NOW() + 4 * 60 })).status).toBe(200);
  });

  it('refuses a header with two timestamps (one to pass the date check, the other signed)', async () => {
    const { id, headers } = await newUser();
    const before = await eventCount();
    const body = JSON.stringify(checkoutCompleted(id, `sub_${randomUUID()}`));
    const later = NOW() + 365 * 86400;
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp: later });
    for (const header of [`t=${NOW()},${signed}`, `${signed},t=${NOW()}`]) {
      const res = await post(body, header);
      expect(res.status, header.slice(0, 30)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    }
    expect(await me(headers)).toMatchObject({ subscription_tier: 'free' });
    expect(await eventCount()).toBe(before);
  });

  it('grants once when the same event arrives 20 times at once', async () => {
    const { id, headers } = await newUser();
    const evt = checkoutCompleted(id, `sub_${randomUUID()}`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(evt)));
    const outcomes = await Promise.all(answers.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    await db.sql.query('update public.users set scans_remaining = 7 where supabase_id = $1', [id]);
    await send(evt); // a 21st delivery, after scans were used, must not top them up
    expect(await me(headers)).toMatchObject({ subscription_tier: 'pro', scans_remaining: 7 });
  });

  it('resets the allowance to the plan value on a renewal invoice', async () => {
    const { id, headers } = await newUser();
    const sub = `sub_${randomUUID()}`;
    await send(checkoutCompleted(id, sub));
    await db.sql.query('update public.users set scans_remaining = 2, scans_used = 13 where supabase_id = $1', [id]);
    const res = await send(renewal(sub, NOW() + 30 * 86400));
    expect(((await res.json()) as { outcome: string }).outcome).toBe('applied');
    expect(await me(headers)).toMatchObject({ subscription_tier: 'pro', scans_remaining: PRO_SCANS });
  });

  it('downgrades to free when the subscription is deleted', async () => {
    const { id, headers } = await newUser();
    const sub = `sub_${randomUUID()}`;
    await send(checkoutCompleted(id, sub));
    expect((await me(headers)).subscription_tier).toBe('pro');
    await send(deleted(sub, id));
    expect(await me(headers)).toMatchObject({ subscription_tier: 'free' });
    expect((await billingIds(db.sql, id)).stripe_subscription_id).toBeNull();
  });

  it('ends right when events arrive out of order: a deletion before its checkout stays free', async () => {
    const { id, headers } = await newUser();
    const sub = `sub_${randomUUID()}`;
    expect(((await (await send(deleted(sub, id))).json()) as { outcome: string }).outcome).toBe('no_change');
    expect(((await (await send(checkoutCompleted(id, sub))).json()) as { outcome: string }).outcome).toBe('no_change');
    expect((await me(headers)).subscription_tier).toBe('free');
    // And a renewal that overtakes its checkout grants once; the late checkout does not reset again.
    const other = await newUser();
    const sub2 = `sub_${randomUUID()}`;
    await db.sql.query('update public.users set stripe_customer_id = $2 where supabase_id = $1', [
      other.id,
      `cus_${sub2}`,
    ]);
    await send(renewal(sub2, NOW() + 30 * 86400));
    await db.sql.query('update public.users set scans_remaining = 9 where supabase_id = $1', [other.id]);
    await send(checkoutCompleted(other.id, sub2));
    expect(await me(other.headers)).toMatchObject({ subscription_tier: 'pro', scans_remaining: 9 });
  });

  it('acknowledges events it does not act on without changing anything', async () => {
    const { id, headers } = await newUser();
    const unpaid = checkoutCompleted(id, `sub_${randomUUID()}`);
    (unpaid.data.object as Record<string, unknown>).payment_status = 'unpaid';
    for (const evt of [event('charge.refunded', { id: 'ch_1', object: 'charge' }), unpaid]) {
      const res = await send(evt);
      expect(res.status).toBe(200);
      expect((await res.json()) as object).toHaveProperty('ignored');
    }
    expect((await me(headers)).subscription_tier).toBe('free');
  });
});

describe('webhook secret', () => {
  it('is required to be the one the adapter was built with', async () => {
    const payments = createStripePayments({ secretKey: 'sk', webhookSecret: SECRET, priceId: 'p' });
    const body = JSON.stringify(event('invoice.paid', { id: 'in_1' }));
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    await expect(payments.verifyWebhook(body, header, Date.now())).resolves.toMatchObject({ type: 'invoice.paid' });
    await expect(payments.verifyWebhook(body, header, Date.now() + 6 * 60_000)).rejects.toThrow(/tolerance/);
  });
});
