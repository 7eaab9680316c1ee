// The request's Host header is the client's to write. With PUBLIC_URL set, every link, redirect and the browser's
// config name PUBLIC_URL, whatever Host says; and a site served over https tells browsers to stay on https (HSTS).
// The real node entry over real sockets, with a Host of the test's choosing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startBareServer } from '../helpers/app-server.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const PUBLIC_URL = 'https://profilescore.example.com';
const EVIL = { host: 'evil.example' };

describe('Host header with PUBLIC_URL set', () => {
  let server: AppServer;
  beforeAll(async () => {
    // A demo on a public name: the local mail and checkout on purpose.
    server = await startBareServer({ PUBLIC_URL, ALLOW_OUTBOX: '1', ALLOW_LOCAL_CHECKOUT: '1' });
  });
  afterAll(() => server?.close());

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const r = await rawRequest(
      server.port,
      'POST',
      path,
      { 'content-type': 'application/json', ...EVIL, ...headers },
      JSON.stringify(body),
    );
    return { ...r, json: JSON.parse(r.body || 'null') };
  };

  it('checkout, its return links and the billing portal point at PUBLIC_URL, never at the Host sent', async () => {
    const signup = await post('/auth/v1/signup', { email: 'host@example.test', password: 'correct horse battery' });
    expect(signup.status).toBe(200);
    const auth = { authorization: `Bearer ${signup.json.access_token}` };
    const checkout = await post('/api/create-checkout-session', { plan: 'pro' }, auth);
    expect(checkout.status).toBe(200);
    expect(checkout.json.url).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    const [session] = await server.sql.query<{ success_url: string; cancel_url: string }>(
      'select success_url, cancel_url from public.dev_checkout_sessions where id = $1',
      [checkout.json.id],
    );
    expect(session.success_url).toMatch(new RegExp(`^${PUBLIC_URL}/dashboard`));
    expect(session.cancel_url).toBe(`${PUBLIC_URL}/pricing`);
    const portal = await post('/api/billing-portal', {}, auth);
    expect(portal.status).toBe(200);
    expect(portal.json.url).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(JSON.stringify([checkout, portal])).not.toContain('evil.example');
  });

  it('GET /api/config names PUBLIC_URL as the auth origin', async () => {
    const config = await rawRequest(server.port, 'GET', '/api/config', EVIL);
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body).supabaseUrl).toBe(PUBLIC_URL);
  });

  it('tells browsers to stay on https (Strict-Transport-Security)', async () => {
    const health = await rawRequest(server.port, 'GET', '/api/health');
    expect(health.head).toMatch(/\r\nstrict-transport-security: max-age=\d{7,}/i);
  });
});

describe('without PUBLIC_URL (npm start on this machine)', () => {
  it('follows the name the browser used and sends no HSTS over plain http', async () => {
    const server = await startBareServer();
    try {
      const config = await rawRequest(server.port, 'GET', '/api/config', { host: `127.0.0.1:${server.port}` });
      expect(JSON.parse(config.body).supabaseUrl).toBe(`http://127.0.0.1:${server.port}`);
      expect(config.head).not.toMatch(/strict-transport-security/i);
      // Served over https (as the Worker always is), the header is there.
      const https = await server.app.request('https://localhost/api/health');
      expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    } finally {
      await server.close();
    }
  });
});
