// A small stand-in for the parts of Stripe's API the adapter calls (we cannot reach Stripe from tests). It speaks
// the real wire format (form-encoded requests, JSON answers, Stripe's error shape) and records every request,
// so tests can check what the stripe SDK sent. Reached through the SDK's host / port / protocol options.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  params: Record<string, string>;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  customer: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  subscription: string | null;
  metadata: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'incomplete_expired';
}

export interface FakeStripe {
  host: string;
  port: number;
  requests: RecordedRequest[];
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** Marks a session paid, as Stripe does when the customer completes checkout (an active subscription). */
  pay(sessionId: string): FakeSession;
  /** A subscription made outside checkout (e.g. an old, already cancelled one) for a customer. */
  addSubscription(customer: string, status: FakeSubscription['status']): FakeSubscription;
  /** Makes every call answer 500 until reset (Stripe outage). */
  failing: boolean;
  close(): Promise<void>;
}

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

const notFound = (what: string, id: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  let n = 0;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const customers = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, FakeSubscription>();
  const addSubscription = (customer: string, status: FakeSubscription['status']) => {
    const sub: FakeSubscription = { id: `sub_fake_${++n}`, object: 'subscription', customer, status };
    subscriptions.set(sub.id, sub);
    return sub;
  };
  const state = { failing: false };

  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, params });
    if (state.failing) return json(res, 500, { error: { type: 'api_error', message: 'Stripe is down (fake)' } });
    if (req.headers.authorization !== 'Bearer sk_test_fake') {
      return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const id = `cus_fake_${++n}`;
      const customer = { id, object: 'customer', email: params.email, name: params.name ?? null };
      customers.set(id, customer);
      return json(res, 200, customer);
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_fake_${++n}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        metadata: { supabase_id: params['metadata[supabase_id]'] },
      };
      sessions.set(id, session);
      return json(res, 200, session);
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const data = [...sessions.values()].filter(
        (s) => s.customer === params.customer && (!params.status || s.status === params.status),
      );
      return json(res, 200, { object: 'list', url: '/v1/checkout/sessions', has_more: false, data });
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expire) {
      const session = sessions.get(decodeURIComponent(expire[1]));
      if (!session) return json(res, 404, notFound('checkout.session', expire[1]));
      if (session.status !== 'open') {
        const message = `Only Checkout Sessions with a status in ["open"] can be expired.`;
        return json(res, 400, { error: { type: 'invalid_request_error', message } });
      }
      session.status = 'expired';
      return json(res, 200, session);
    }
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      const session = sessions.get(decodeURIComponent(get[1]));
      return session ? json(res, 200, session) : json(res, 404, notFound('checkout.session', get[1]));
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      if (!customers.has(params.customer)) return json(res, 400, notFound('customer', params.customer));
      const id = `bps_fake_${++n}`;
      return json(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
      // status=all lists every status; without it Stripe leaves out cancelled ones.
      const data = [...subscriptions.values()].filter(
        (s) => s.customer === params.customer && (params.status === 'all' || s.status !== 'canceled'),
      );
      return json(res, 200, { object: 'list', url: '/v1/subscriptions', has_more: false, data });
    }
    const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    const sub = one ? subscriptions.get(decodeURIComponent(one[1])) : undefined;
    if (one && !sub) return json(res, 404, notFound('subscription', one[1]));
    if (req.method === 'GET' && sub) return json(res, 200, sub);
    if (req.method === 'DELETE' && sub) {
      if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
        const message = 'A canceled subscription can only update its cancellation_details and metadata.';
        return json(res, 400, { error: { type: 'invalid_request_error', message } });
      }
      sub.status = 'canceled';
      return json(res, 200, sub);
    }
    return json(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });

  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    sessions,
    subscriptions,
    addSubscription,
    get failing() {
      return state.failing;
    },
    set failing(v: boolean) {
      state.failing = v;
    },
    pay(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const sub = addSubscription(s.customer ?? '', 'active');
      Object.assign(s, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      return s;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
