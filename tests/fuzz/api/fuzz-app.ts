// The app the API fuzzer talks to: the real app in-process over a test database (tests/helpers/app.ts), with the
// local auth service at /auth/v1 and the local checkout and mail outbox at /dev mounted as edge/node.ts mounts
// them. LinkedIn's image hosts are played by a small local HTTP server (the only outbound service here).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Sql } from '../../../edge/adapters/db/sql.ts';
import type { LocalPayments } from '../../../edge/adapters/local-payments.ts';
import { MemoryRateLimiter } from '../../../edge/adapters/memory-rate-limiter.ts';
import { OutboxMailer } from '../../../edge/adapters/outbox-mailer.ts';
import { createApp } from '../../../edge/app.ts';
import type { RateLimiter } from '../../../edge/ports.ts';
import { devCheckoutRoutes } from '../../../edge/routes/dev-checkout/index.ts';
import { devMailRoutes } from '../../../edge/routes/dev-mail/index.ts';
import { testApp } from '../../helpers/app.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Answers like an image host would, chosen by path: images, redirects, HTML, a declared-huge body, 404. */
function imageHost(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.includes('redirect')) res.writeHead(302, { location: 'https://evil.example/x.png' }).end();
    else if (path.includes('html')) res.writeHead(200, { 'content-type': 'text/html' }).end('<p>no</p>');
    else if (path.includes('big')) res.writeHead(200, { 'content-type': 'image/png', 'content-length': 6e6 }).end();
    else if (/\.(png|jpg)$/.test(path)) res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else res.writeHead(404).end();
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () =>
      ok({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

/** The real limiter with every limit raised 1000-fold, so valid requests reach the handlers, not the 429. */
function roomyLimiter(): RateLimiter {
  const inner = new MemoryRateLimiter();
  return { hit: (key, rule) => inner.hit(key, { ...rule, limit: rule.limit * 1000 }) };
}

export async function fuzzApp(sql: Sql) {
  const host = await imageHost();
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => {
    const u = new URL(String(input instanceof Request ? input.url : input));
    return fetch(`${host.origin}${u.pathname}${u.search}`, init);
  }) as typeof fetch;
  const t = await testApp(sql, { fetch: fetcher, rateLimiter: roomyLimiter() });
  const app = createApp(t.deps, {
    mount: (root) => {
      root.route('/auth/v1', t.localAuth.app);
      root.route('/dev', devMailRoutes(new OutboxMailer(sql)));
      root.route(
        '/dev',
        devCheckoutRoutes(t.deps.payments as LocalPayments, (req) => root.fetch(req)),
      );
    },
  });
  let n = 0;
  /** A fresh user (through the local auth service) with a balance, Pro or free, and one stored analysis. */
  async function user(tier: 'free' | 'pro') {
    const u = await t.signUp(`fuzz-${tier}-${n++}-${Date.now()}@example.test`);
    await sql.query(`update public.users set subscription_tier = $2, scans_remaining = 200 where supabase_id = $1`, [
      u.id,
      tier,
    ]);
    const { fixtureInput } = await import('../../fixtures/profiles/index.ts');
    const res = await app.request('/api/analyze', {
      method: 'POST',
      headers: u.headers,
      body: JSON.stringify({ profile: fixtureInput('average'), file_type: 'pdf' }),
    });
    const analysisId = ((await res.json()) as { analysis: { id: string } }).analysis.id;
    return { ...u, token: u.headers.authorization.slice('Bearer '.length), analysisId };
  }
  return { app, deps: t.deps, user, close: () => new Promise<void>((ok) => host.server.close(() => ok())) };
}

export type FuzzApp = Awaited<ReturnType<typeof fuzzApp>>;
export type FuzzUser = Awaited<ReturnType<FuzzApp['user']>>;
