// DELETE /api/account of the real app: a Pro user's Stripe subscriptions are cancelled (against the fake Stripe
// server, through the stripe SDK) before any row goes; when Stripe is down nothing is deleted; the email can
// register again. The local adapter's cancel is checked too (the embedded default has no Stripe).
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalPayments } from '../../edge/adapters/local-payments.ts';
import { createStripePayments } from '../../edge/adapters/stripe-payments.ts';
import { CANCEL_FAILED } from '../../edge/services/delete-account.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { testApp } from '../helpers/app.ts';
import { billingIds, eachDb } from '../helpers/db.ts';
import { type FakeStripe, startFakeStripe } from './billing-fake-stripe.ts';

type Headers = Record<string, string>;

eachDb('account deletion', (db) => {
  let stripe: FakeStripe;
  let t: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const payments = createStripePayments({
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_test_delete',
      priceId: 'price_pro_monthly',
      host: stripe.host,
      port: stripe.port,
      protocol: 'http',
      fetchFn: globalThis.fetch,
    });
    t = await testApp(db.sql, { payments });
  });
  afterAll(async () => {
    await stripe?.close();
  });

  const api = (path: string, headers: Headers, method = 'GET', body?: unknown) =>
    t.app.request(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const email = () => `del-${randomUUID().slice(0, 8)}@example.com`;

  async function analyse(headers: Headers) {
    const body = { profile: fixtureInput('strong'), file_type: 'pdf' };
    expect((await api('/analyze', headers, 'POST', body)).status).toBe(201);
  }

  /** A Pro user through the real checkout path: customer, paid session, update-subscription. */
  async function proUser(address = email()) {
    const u = await t.signUp(address);
    const session = (await (await api('/create-checkout-session', u.headers, 'POST', { plan: 'pro' })).json()) as {
      id: string;
    };
    const subscription = stripe.pay(session.id).subscription!;
    expect((await api('/update-subscription', u.headers, 'POST', { session_id: session.id })).status).toBe(200);
    const me = (await (await api('/me', u.headers)).json()) as { subscription_tier: string };
    expect(me.subscription_tier).toBe('pro');
    await analyse(u.headers);
    return { ...u, email: address, subscription, customer: (await billingIds(db.sql, u.id)).stripe_customer_id! };
  }

  /** Every row the account owns, auth user included. */
  async function rowsOf(id: string): Promise<number> {
    const [row] = await db.sql.query<{ n: number }>(
      `select (select count(*) from auth.users where id = $1)
            + (select count(*) from public.users where supabase_id = $1)
            + (select count(*) from public.analyses where supabase_id = $1)
            + (select count(*) from public.billing_subscriptions where supabase_id = $1) as n`,
      [id],
    );
    return Number(row.n);
  }

  const cancels = () => stripe.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'));

  it("cancels a Pro user's live subscriptions at Stripe, then deletes every row; others are untouched", async () => {
    const other = await proUser();
    const user = await proUser();
    // A trial can still bill (cancelled too); an old cancelled one cannot (left alone: Stripe would refuse).
    const trial = stripe.addSubscription(user.customer, 'trialing');
    const old = stripe.addSubscription(user.customer, 'canceled');
    expect(await rowsOf(user.id)).toBe(4);

    expect((await api('/account', user.headers, 'DELETE')).status).toBe(204);

    expect(cancels().map((r) => r.path)).toEqual(
      expect.arrayContaining([`/v1/subscriptions/${user.subscription}`, `/v1/subscriptions/${trial.id}`]),
    );
    expect(cancels().some((r) => r.path.endsWith(old.id) || r.path.endsWith(other.subscription))).toBe(false);
    expect(stripe.subscriptions.get(user.subscription)?.status).toBe('canceled');
    expect(stripe.subscriptions.get(other.subscription)?.status).toBe('active');
    expect(await rowsOf(user.id)).toBe(0);
    // The old token still verifies (it is a signed JWT) but names nobody any more.
    expect((await api('/me', user.headers)).status).toBe(401);
    expect((await api('/account', user.headers, 'DELETE')).status).toBe(401);

    expect(await rowsOf(other.id)).toBe(4);
    const list = (await (await api('/analyses', other.headers)).json()) as { analyses: unknown[] };
    expect(list.analyses).toHaveLength(1);
  });

  it('answers 503 and deletes nothing while Stripe is down; a retry then succeeds', async () => {
    const user = await proUser();
    stripe.failing = true;
    try {
      const res = await api('/account', user.headers, 'DELETE');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: CANCEL_FAILED },
        message: CANCEL_FAILED,
      });
    } finally {
      stripe.failing = false;
    }
    expect(await rowsOf(user.id)).toBe(4);
    expect(stripe.subscriptions.get(user.subscription)?.status).toBe('active');
    expect((await api('/me', user.headers)).status).toBe(200);

    expect((await api('/account', user.headers, 'DELETE')).status).toBe(204);
    expect(stripe.subscriptions.get(user.subscription)?.status).toBe('canceled');
    expect(await rowsOf(user.id)).toBe(0);
  });

  it("expires a pending signup's open checkout, so it cannot start a subscription after the account is gone", async () => {
    const user = await t.signUp(email(), { first_name: 'Pen', plan: 'pro' });
    const res = await api('/create-checkout-session', user.headers, 'POST', { plan: 'pro' });
    const { id } = (await res.json()) as { id: string };
    expect(stripe.sessions.get(id)?.status).toBe('open');
    expect((await api('/account', user.headers, 'DELETE')).status).toBe(204);
    expect(stripe.sessions.get(id)?.status).toBe('expired');
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${id}/expire`)).toBe(
      true,
    );
    expect(await rowsOf(user.id)).toBe(0);
  });

  it('cancels a subscription whose checkout completed after the account was deleted (webhook)', async () => {
    const u = await t.signUp(email());
    const session = (await (await api('/create-checkout-session', u.headers, 'POST', { plan: 'pro' })).json()) as {
      id: string;
    };
    expect((await api('/account', u.headers, 'DELETE')).status).toBe(204);
    // The race: Stripe had already taken the payment when the deletion expired the checkout.
    const paid = stripe.pay(session.id);
    const before = cancels().length;
    const event = {
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...paid, object: 'checkout.session', mode: 'subscription', client_reference_id: u.id } },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_delete' });
    const res = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      body: payload,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { outcome: string }).outcome).toBe('unmatched');
    expect(
      cancels()
        .slice(before)
        .map((r) => r.path),
    ).toContain(`/v1/subscriptions/${paid.subscription}`);
  });

  it('never calls Stripe for a free user without a customer', async () => {
    const user = await t.signUp(email());
    await analyse(user.headers);
    const before = stripe.requests.length;
    expect((await api('/account', user.headers, 'DELETE')).status).toBe(204);
    expect(stripe.requests.length).toBe(before);
    expect(await rowsOf(user.id)).toBe(0);
  });

  it('frees the email: the same address signs up again as a new, free account', async () => {
    const user = await proUser();
    expect((await api('/account', user.headers, 'DELETE')).status).toBe(204);
    const again = await t.signUp(user.email);
    expect(again.id).not.toBe(user.id);
    const me = (await (await api('/me', again.headers)).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ email: user.email, subscription_tier: 'free', scans_remaining: 1, scans_used: 0 });
    const list = (await (await api('/analyses', again.headers)).json()) as { analyses: unknown[] };
    expect(list.analyses).toEqual([]);
  });

  it('cancelSubscriptions is idempotent: a second call cancels nothing more', async () => {
    const user = await proUser();
    await t.deps.payments.cancelSubscriptions(user.customer);
    const after = cancels().length;
    await t.deps.payments.cancelSubscriptions(user.customer);
    expect(cancels().length).toBe(after);
    expect(stripe.subscriptions.get(user.subscription)?.status).toBe('canceled');
  });

  it('local payments: ends the recorded subscription and expires open checkouts of the customer', async () => {
    const local = new LocalPayments({ sql: db.sql, webhookSecret: 'whsec_local_delete' });
    const user = await t.signUp(email());
    const customer = `cus_local_${randomUUID().replace(/-/g, '')}`;
    await db.sql.query('update public.users set stripe_customer_id = $2 where supabase_id = $1', [user.id, customer]);
    await db.sql.query('insert into public.billing_subscriptions (id, supabase_id, customer_id) values ($1, $2, $3)', [
      `sub_local_${user.id}`,
      user.id,
      customer,
    ]);
    const open = await local.createCheckoutSession({
      userId: user.id,
      email: 'x@example.com',
      customerId: customer,
      successUrl: 'http://app.test/dashboard',
      cancelUrl: 'http://app.test/pricing',
    });
    await local.cancelSubscriptions(customer);
    const [sub] = await db.sql.query<{ ended: boolean }>(
      'select ended from public.billing_subscriptions where id = $1',
      [`sub_local_${user.id}`],
    );
    expect(sub.ended).toBe(true);
    expect(await local.completeCheckout(open.id)).toBeNull();
    await local.cancelSubscriptions(customer); // again: nothing left, no error
  });
});
