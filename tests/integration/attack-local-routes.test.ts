// The local-only pages of the embedded default (the mail outbox with its live reset links, the local checkout that
// makes anyone Pro for free) as a stranger sees them: the real node entry, over real sockets. They answer only a
// loopback client of a server bound to loopback, unless the operator opts in; a public PUBLIC_URL with the local
// mail or checkout does not start at all.
import { networkInterfaces } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { startBareServer } from '../helpers/app-server.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const PUBLIC_URL = 'https://profilescore.example.com';
let n = 0;
const start = (env: Record<string, string>) => startBareServer({ LOG_LEVEL: 'warn', ...env });

/** Starting must fail; a server that started anyway is stopped so the suite can go on. */
async function refusal(env: Record<string, string>): Promise<string> {
  const outcome = await start(env).then(
    (s) => s,
    (err: Error) => err,
  );
  if (!(outcome instanceof Error)) {
    await outcome.close();
    throw new Error('the server started');
  }
  return outcome.message;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A user signed up at `base`, with a reset mail for them in the outbox and an open checkout session. */
async function victimAndCheckout(base: string) {
  const email = `victim-${n++}@example.test`;
  const signup = await fetch(`${base}/auth/v1/signup`, json({ email, password: 'correct horse battery' }));
  expect(signup.status).toBe(200);
  const { access_token } = (await signup.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${access_token}` };
  expect((await fetch(`${base}/api/password-reset/request`, json({ email }))).status).toBe(200);
  const checkout = await fetch(`${base}/api/create-checkout-session`, json({ plan: 'pro' }, auth));
  expect(checkout.status).toBe(200);
  const { id, url } = (await checkout.json()) as { id: string; url: string };
  return { email, auth, checkoutId: id, checkoutUrl: url };
}

async function tier(base: string, auth: Record<string, string>): Promise<string> {
  return ((await (await fetch(`${base}/api/me`, { headers: auth })).json()) as { subscription_tier: string })
    .subscription_tier;
}

describe('a public PUBLIC_URL with the local mail outbox or checkout', () => {
  it('does not start, and names what is missing', async () => {
    const both = await refusal({ PUBLIC_URL });
    expect(both).toContain('RESEND_API_KEY or SMTP_URL');
    expect(both).toContain('STRIPE_SECRET_KEY');
    expect(both).toContain('ALLOW_OUTBOX');
    const payments = await refusal({ PUBLIC_URL, SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(payments).toContain('STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID');
    expect(payments).not.toContain('SMTP_URL');
    const mail = await refusal({ PUBLIC_URL, ALLOW_LOCAL_CHECKOUT: '1' });
    expect(mail).toContain('RESEND_API_KEY or SMTP_URL');
    expect(mail).not.toContain('STRIPE_SECRET_KEY');
    // A LAN address is not local either: anyone on that network could read the outbox.
    expect(await refusal({ PUBLIC_URL: 'http://192.168.1.20:8787' })).toContain('ALLOW_LOCAL_CHECKOUT');
  });

  it('starts as an explicit demo with ALLOW_OUTBOX and ALLOW_LOCAL_CHECKOUT, and says so loudly', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(String(line)));
    const server = await start({ PUBLIC_URL, ALLOW_OUTBOX: '1', ALLOW_LOCAL_CHECKOUT: 'true' }).finally(() =>
      spy.mockRestore(),
    );
    try {
      const warnings = lines.filter((l) => l.includes('"level":"warn"'));
      expect(warnings.some((l) => l.includes('ALLOW_OUTBOX') && l.includes('reset links'))).toBe(true);
      expect(warnings.some((l) => l.includes('ALLOW_LOCAL_CHECKOUT') && l.includes('Pro'))).toBe(true);
      expect((await fetch(`${server.url}/dev/mail.json`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('a server bound to loopback (the default)', () => {
  it('serves the outbox and the checkout to its own machine, and nothing to a proxied or rebound request', async () => {
    const server = await start({});
    try {
      const base = server.url;
      const { auth, checkoutId } = await victimAndCheckout(base);
      const proxied: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
        // DNS rebinding: a web page on evil.example whose name now points at 127.0.0.1.
        { host: `evil.example:${server.port}` },
      ];
      for (const headers of proxied) {
        const mail = await rawRequest(server.port, 'GET', '/dev/mail.json', headers);
        expect(mail.status, JSON.stringify(headers)).toBe(403);
        expect(mail.body).not.toContain('reset-password');
        const pay = await rawRequest(server.port, 'POST', `/dev/checkout/${checkoutId}/pay`, headers);
        expect(pay.status, JSON.stringify(headers)).toBe(403);
      }
      expect(await tier(base, auth)).not.toBe('pro');

      // Its own machine, with this start's links: the outbox lists the reset mail and the checkout completes
      // (npm start's whole product).
      const mail = await rawRequest(server.port, 'GET', `/dev/mail.json?token=${server.pageTokens.mail}`, {
        host: `localhost:${server.port}`,
      });
      expect(mail.status).toBe(200);
      expect(mail.body).toContain('reset-password?token=');
      const pay = await rawRequest(server.port, 'POST', `/dev/checkout/${checkoutId}/pay`, {
        cookie: `dev_checkout_token=${server.pageTokens.checkout}`,
      });
      expect(pay.status).toBe(303);
      expect(await tier(base, auth)).toBe('pro');
    } finally {
      await server.close();
    }
  });

  it("asks for this start's token too: reaching the loopback socket (a TCP forward from elsewhere) is not enough", async () => {
    const server = await start({});
    try {
      const { auth, checkoutId, checkoutUrl } = await victimAndCheckout(server.url);
      const host = { host: `localhost:${server.port}` };
      const { mail: mailToken, checkout: checkoutToken } = server.pageTokens;
      const pages = [
        ['GET', '/dev/mail'],
        ['GET', '/dev/mail.json'],
        ['GET', `/dev/checkout/${checkoutId}`],
        ['POST', `/dev/checkout/${checkoutId}/pay`],
      ] as const;
      for (const [method, path] of pages) {
        for (const query of ['', '?token=', '?token=guess', `?token=${mailToken.slice(0, -1)}`]) {
          const res = await rawRequest(server.port, method, `${path}${query}`, host);
          expect(res.status, `${method} ${path}${query}`).toBe(403);
          expect(res.body).not.toContain('reset-password');
          expect(res.body).toContain('printed in the terminal');
        }
      }
      // The checkout's token, which the app's own checkout links carry, does not open the outbox.
      expect((await rawRequest(server.port, 'GET', `/dev/mail.json?token=${checkoutToken}`, host)).status).toBe(403);
      expect(await tier(server.url, auth)).not.toBe('pro');

      // The terminal's link opens the outbox and leaves a cookie that opens it from then on.
      expect(server.outboxUrl).toBe(`${server.url}/dev/mail?token=${mailToken}`);
      const first = await rawRequest(server.port, 'GET', `/dev/mail?token=${mailToken}`, host);
      expect(first.status).toBe(200);
      const setCookie = /^set-cookie: (.*)$/im.exec(first.head)?.[1] ?? '';
      const cookie = /dev_mail_token=[^;]+/.exec(setCookie)?.[0];
      expect(cookie).toBe(`dev_mail_token=${mailToken}`);
      expect(setCookie).toMatch(/HttpOnly/i);
      const later = await rawRequest(server.port, 'GET', '/dev/mail.json', { ...host, cookie: cookie! });
      expect(later.status).toBe(200);
      expect(later.body).toContain('reset-password?token=');

      // The checkout link the app redirects to carries its token, so the local checkout still works.
      expect(checkoutUrl).toBe(`${server.url}/dev/checkout/${checkoutId}?token=${checkoutToken}`);
      const page = await fetch(checkoutUrl);
      expect(page.status).toBe(200);
      const pageCookie = /dev_checkout_token=[^;]+/.exec(page.headers.get('set-cookie') ?? '')?.[0];
      const pay = await rawRequest(server.port, 'POST', `/dev/checkout/${checkoutId}/pay`, { cookie: pageCookie! });
      expect(pay.status).toBe(303);
      expect(await tier(server.url, auth)).toBe('pro');
    } finally {
      await server.close();
    }
  });

  it('with TRUST_PROXY, judges the forwarded client address', async () => {
    const server = await start({ TRUST_PROXY: 'X-Forwarded-For' });
    try {
      const far = await rawRequest(server.port, 'GET', '/dev/mail.json', { 'x-forwarded-for': '203.0.113.9' });
      expect(far.status).toBe(403);
      expect((await rawRequest(server.port, 'GET', `/dev/mail.json?token=${server.pageTokens.mail}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

// This machine's own non-loopback address: a client connecting to it arrives from it (not from 127.0.0.1), as a
// stranger on the network would. The traffic never leaves the machine.
const lan = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe.skipIf(!lan)('a server bound to every interface (HOST=0.0.0.0)', () => {
  it('gives a client on another address neither the reset links nor a free Pro plan', async () => {
    const server = await start({ HOST: '0.0.0.0' });
    try {
      const base = `http://${lan}:${server.port}`;
      const { auth, checkoutId } = await victimAndCheckout(base);
      const mail = await fetch(`${base}/dev/mail.json`);
      expect(mail.status).toBe(403);
      expect(await mail.text()).not.toContain('reset-password');
      expect((await fetch(`${base}/dev/mail`)).status).toBe(403);
      const pay = await fetch(`${base}/dev/checkout/${checkoutId}/pay`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(403);
      expect(await tier(base, auth)).not.toBe('pro');
      // Not bound to loopback: its own machine is refused too (a local proxy would look the same).
      expect((await fetch(`http://127.0.0.1:${server.port}/dev/mail.json`)).status).toBe(403);
    } finally {
      await server.close();
    }
  });

  it('serves them to anyone when the operator opts in', async () => {
    const server = await start({ HOST: '0.0.0.0', ALLOW_OUTBOX: '1', ALLOW_LOCAL_CHECKOUT: '1' });
    try {
      const base = `http://${lan}:${server.port}`;
      const { auth, checkoutId } = await victimAndCheckout(base);
      expect((await fetch(`${base}/dev/mail.json`)).status).toBe(200);
      const pay = await fetch(`${base}/dev/checkout/${checkoutId}/pay`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(303);
      expect(await tier(base, auth)).toBe('pro');
    } finally {
      await server.close();
    }
  });
});
