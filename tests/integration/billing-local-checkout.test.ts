// The local checkout and portal of the embedded default, through the real app in process: every payment goes
// through POST /api/stripe/webhook with a signature the webhook verifies (nothing writes the tier directly).
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { LocalPayments } from '../../edge/adapters/local-payments.ts';
import { createApp } from '../../edge/app.ts';
import { formatPrice, PLANS, PRO_SCANS } from '../../edge/core/plans.ts';
import { devCheckoutRoutes } from '../../edge/routes/dev-checkout/index.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

eachDb('local checkout', (db) => {
  let app: ReturnType<typeof createApp>;
  let signUp: Awaited<ReturnType<typeof testApp>>['signUp'];
  let hooks: string[];

  beforeAll(async () => {
    const local = new LocalPayments({ sql: db.sql, webhookSecret: 'whsec_local_test_secret' });
    const t = await testApp(db.sql, { payments: local });
    hooks = [];
    app = createApp(t.deps, {
      mount: (root) => {
        root.route('/auth/v1', t.localAuth.app);
        root.route(
          '/dev',
          devCheckoutRoutes(local, (req) => {
            hooks.push(new URL(req.url).pathname);
            return root.fetch(req);
          }),
        );
      },
    });
    signUp = async (email) => {
      const res = await app.request('/auth/v1/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'correct horse battery',
          data: { first_name: 'Lo', last_name: 'Cal', plan: 'pro' },
        }),
      });
      const body = (await res.json()) as { access_token: string; user: { id: string } };
      const headers = { authorization: `Bearer ${body.access_token}`, 'content-type': 'application/json' };
      await app.request('/api/me', { headers });
      return { id: body.user.id, headers, token: body.access_token };
    };
  });

  const me = async (headers: Record<string, string>) =>
    (await (await app.request('/api/me', { headers })).json()) as Record<string, unknown>;
  const post = (path: string, headers: Record<string, string> = {}, body?: unknown) =>
    app.request(path, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });

  it('pays through the signed webhook: pending -> Pro with the plan allowance, then the success URL', async () => {
    const { headers } = await signUp(`local-${randomUUID().slice(0, 8)}@example.com`);
    expect(await me(headers)).toMatchObject({ subscription_tier: 'pending', scans_remaining: 0 });
    const res = await post('/api/create-checkout-session', headers, { plan: 'pro' });
    const { id, url } = (await res.json()) as { id: string; url: string };
    expect(url).toBe(`http://localhost/dev/checkout/${id}`);

    const page = await app.request(`/dev/checkout/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain(`Pay ${formatPrice(PLANS.pro)} (test mode)`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    hooks.length = 0;
    const paid = await post(`/dev/checkout/${id}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost/dashboard?payment=success&session_id=${id}`);
    expect(hooks).toEqual(['/api/stripe/webhook', '/api/stripe/webhook']);
    const user = await me(headers);
    expect(user).toMatchObject({ subscription_tier: 'pro', scans_remaining: PRO_SCANS, cancel_at_period_end: false });
    expect(Date.parse(String(user.current_period_end))).toBeGreaterThan(Date.now() + 27 * 86400_000);

    // The browser's confirmation call and a second click on Pay change nothing more.
    const confirm = await post('/api/update-subscription', headers, { session_id: id });
    expect(((await confirm.json()) as { outcome: string }).outcome).toBe('no_change');
    expect((await post(`/dev/checkout/${id}/pay`)).status).toBe(303);
    expect((await me(headers)).scans_remaining).toBe(PRO_SCANS);
  });

  it('drives cancel, resume, renewal and the end of the subscription from the local portal', async () => {
    const { id: userId, headers } = await signUp(`portal-${randomUUID().slice(0, 8)}@example.com`);
    const { id } = (await (await post('/api/create-checkout-session', headers, { plan: 'pro' })).json()) as {
      id: string;
    };
    await post(`/dev/checkout/${id}/pay`);
    const { url } = (await (await post('/api/billing-portal', headers)).json()) as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/dev\/billing-portal\/bps_local_/);
    expect(await (await app.request(path)).text()).toContain('Renews on');

    expect((await post(`${path}/cancel`)).status).toBe(303);
    expect((await me(headers)).cancel_at_period_end).toBe(true);
    expect(await (await app.request(path)).text()).toContain('Cancels on');
    await post(`${path}/resume`);
    expect((await me(headers)).cancel_at_period_end).toBe(false);

    await db.sql.query('update public.users set scans_remaining = 3 where supabase_id = $1', [userId]);
    const before = Date.parse(String((await me(headers)).current_period_end));
    await post(`${path}/renew`);
    const renewed = await me(headers);
    expect(renewed.scans_remaining).toBe(PRO_SCANS);
    expect(Date.parse(String(renewed.current_period_end))).toBeGreaterThan(before);

    await post(`${path}/end`);
    expect(await me(headers)).toMatchObject({ subscription_tier: 'free' });
    expect(await (await app.request(path)).text()).toContain('No active subscription');
  });

  it('answers 404 for unknown or malformed checkout ids and never grants for them', async () => {
    for (const bad of ['cs_local_00000000000000000000000000000000', 'nope', '%27%3B--']) {
      expect((await app.request(`/dev/checkout/${bad}`)).status).toBe(404);
      expect((await post(`/dev/checkout/${bad}/pay`)).status).toBe(404);
    }
  });
});
