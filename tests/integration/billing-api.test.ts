// create-checkout-session, update-subscription and billing-portal of the real app with
// the Stripe adapter (stripe SDK, fetch client) talking HTTP to a local fake Stripe server.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStripePayments } from '../../edge/adapters/stripe-payments.ts';
import { PRO_SCANS } from '../../edge/core/plans.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testApp } from '../helpers/app.ts';
import { billingIds, eachDb } from '../helpers/db.ts';
import { type FakeStripe, startFakeStripe } from './billing-fake-stripe.ts';

const PUBLIC_URL = 'https://profilescore.test';
const SECRET = 'whsec_test_api_0123456789';

eachDb('billing API with the Stripe adapter', (db) => {
  let stripe: FakeStripe;
  let t: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const payments = createStripePayments({
      secretKey: 'sk_test_fake',
      webhookSecret: SECRET,
      priceId: 'price_pro_monthly',
      host: stripe.host,
      port: stripe.port,
      protocol: 'http',
      fetchFn: globalThis.fetch,
    });
    // Cloud mode with PUBLIC_URL: Stripe's return URLs come from it, never from the request's Host header.
    t = await testApp(db.sql, {
      payments,
      config: { mode: 'cloud', publicUrl: PUBLIC_URL, followRequestOrigin: undefined },
    });
  });
  afterAll(async () => {
    await stripe?.close();
  });

  const call = (path: string, headers: Record<string, string>, body: unknown = {}) =>
    t.app.request(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const me = (headers: Record<string, string>) =>
    apiClient(t.app)('me', { token: headers.authorization.replace(/^Bearer /, '') });
  const newUser = () => t.signUp(`api-${randomUUID().slice(0, 8)}@example.com`, { first_name: 'Ada', last_name: 'L' });

  async function checkout(headers: Record<string, string>) {
    const res = await call('/create-checkout-session', headers, { plan: 'pro', userId: 'ignored', email: 'x@y.z' });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; url: string };
  }

  it('creates a subscription Checkout Session for the caller, with one customer reused', async () => {
    const { id, headers } = await newUser();
    const first = await checkout(headers);
    const second = await checkout(headers);
    expect(first.url).toBe(`https://checkout.stripe.test/c/pay/${first.id}`);
    const customerCalls = stripe.requests.filter(
      (r) => r.path === '/v1/customers' && r.params['metadata[supabase_id]'] === id,
    );
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0].headers['idempotency-key']).toBe(`customer-${id}`);
    const customer = (await billingIds(db.sql, id)).stripe_customer_id;
    for (const sid of [first.id, second.id]) {
      const s = stripe.sessions.get(sid)!;
      expect(s).toMatchObject({
        mode: 'subscription',
        customer,
        client_reference_id: id,
        success_url: `${PUBLIC_URL}/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/pricing`,
      });
    }
    const sent = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === id,
    )!;
    expect(sent.params).toMatchObject({
      'line_items[0][price]': 'price_pro_monthly',
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][supabase_id]': id,
    });
    expect(sent.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent.headers['stripe-version']).toBe(Stripe.API_VERSION);
  });

  it("carries the page to return to (a result) in Stripe's success and cancel URLs; refuses one that leaves the app", async () => {
    const { headers } = await newUser();
    const res = await call('/create-checkout-session', headers, { plan: 'pro', return_to: '/analysis/abc-123' });
    expect(res.status).toBe(200);
    const s = stripe.sessions.get(((await res.json()) as { id: string }).id)!;
    expect(s.success_url).toBe(
      `${PUBLIC_URL}/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}&return=%2Fanalysis%2Fabc-123`,
    );
    expect(s.cancel_url).toBe(`${PUBLIC_URL}/pricing?return=%2Fanalysis%2Fabc-123`);
    const sessions = stripe.sessions.size;
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/a/../b', '/a?x=//e']) {
      const refused = await call('/create-checkout-session', headers, { plan: 'pro', return_to: bad });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    expect(stripe.sessions.size).toBe(sessions);
  });

  it('refuses checkout without a token, for another plan, and for a user who is already Pro', async () => {
    expect(
      (await call('/create-checkout-session', { 'content-type': 'application/json' }, { plan: 'pro' })).status,
    ).toBe(401);
    const { id, headers } = await newUser();
    expect((await call('/create-checkout-session', headers, { plan: 'enterprise' })).status).toBe(422);
    await db.sql.query("update public.users set subscription_tier = 'pro' where supabase_id = $1", [id]);
    expect((await call('/create-checkout-session', headers, { plan: 'pro' })).status).toBe(409);
  });

  it("update-subscription: another user's session is 403, an unpaid one changes nothing, a paid one grants once", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { id: sessionId } = await checkout(owner.headers);

    const unpaid = await call('/update-subscription', owner.headers, { session_id: sessionId });
    expect(unpaid.status).toBe(409);
    expect(await me(owner.headers)).toMatchObject({ subscription_tier: 'free', scans_remaining: 1 });

    stripe.pay(sessionId);
    const stolen = await call('/update-subscription', other.headers, { session_id: sessionId });
    expect(stolen.status).toBe(403);
    expect(await me(other.headers)).toMatchObject({ subscription_tier: 'free', scans_remaining: 1 });

    const paid = await call('/update-subscription', owner.headers, { session_id: sessionId });
    expect(paid.status).toBe(200);
    const body = (await paid.json()) as {
      outcome: string;
      user: { subscription_tier: string; scans_remaining: number };
    };
    expect(body.outcome).toBe('applied');
    expect(body.user).toMatchObject({ subscription_tier: 'pro', scans_remaining: PRO_SCANS });

    // Again, and then the webhook for the same checkout: the grant is not applied a second time.
    await db.sql.query('update public.users set scans_remaining = 5 where supabase_id = $1', [owner.id]);
    const again = await call('/update-subscription', owner.headers, { session_id: sessionId });
    expect(((await again.json()) as { outcome: string }).outcome).toBe('no_change');
    const s = stripe.sessions.get(sessionId)!;
    const evt = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: s },
    });
    const hook = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: evt, secret: SECRET }) },
      body: evt,
    });
    expect(await hook.json()).toEqual({ received: true, outcome: 'no_change' });
    expect((await me(owner.headers)).scans_remaining).toBe(5);
  });

  it('never takes tier or scans from the client, and answers 404 for an unknown session', async () => {
    const { headers } = await newUser();
    expect((await call('/update-subscription', headers, { tier: 'pro', scans: 15 })).status).toBe(422);
    expect((await call('/update-subscription', headers, { session_id: 'cs_test_nope' })).status).toBe(404);
    expect(await me(headers)).toMatchObject({ subscription_tier: 'free', scans_remaining: 1 });
  });

  it('opens the billing portal for a customer, returning to the dashboard', async () => {
    const { id, headers } = await newUser();
    expect((await call('/billing-portal', headers)).status).toBe(409); // no customer yet
    await checkout(headers);
    const res = await call('/billing-portal', headers);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_/);
    const sent = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(sent.params).toEqual({
      customer: (await billingIds(db.sql, id)).stripe_customer_id,
      return_url: `${PUBLIC_URL}/dashboard`,
    });
  });

  it('Force Create Account (debug-create-user) exists only with debug routes, for the caller only', async () => {
    const { id, headers } = await newUser();
    const other = await newUser();
    expect((await call('/debug-create-user', headers, { userId: id })).status).toBe(404);
    t.deps.config = { ...t.deps.config, debugRoutes: true };
    try {
      expect((await call('/debug-create-user', headers, { userId: other.id })).status).toBe(403);
      const own = await call('/debug-create-user', headers, { userId: id });
      expect(own.status).toBe(200);
      expect(await own.json()).toMatchObject({ supabase_id: id, subscription_tier: 'free', scans_remaining: 1 });
    } finally {
      t.deps.config = { ...t.deps.config, debugRoutes: false };
    }
  });

  it('turns a Stripe outage into a 503 with a clear message', async () => {
    const { headers } = await newUser();
    stripe.failing = true;
    try {
      const res = await call('/create-checkout-session', headers, { plan: 'pro' });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/Payments are unavailable/);
    } finally {
      stripe.failing = false;
    }
  });
});
