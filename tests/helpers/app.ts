// The real app in-process (app.request, no sockets) over a test database, with the local auth service
// mounted as in edge/node.ts. Deps can be overridden per test (e.g. an image fetcher or a failing advisor).
import { SqlBillingStore } from '../../edge/adapters/billing-store.ts';
import { SqlContactStore } from '../../edge/adapters/contact-store.ts';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { createJwtVerifier } from '../../edge/adapters/jwt-verifier.ts';
import { LocalPayments } from '../../edge/adapters/local-payments.ts';
import { MemoryAccountThrottle } from '../../edge/adapters/memory-account-throttle.ts';
import { MemoryRateLimiter } from '../../edge/adapters/memory-rate-limiter.ts';
import { createLocalAuth } from '../../edge/adapters/node/local-auth/index.ts';
import { localPasswordAdmin } from '../../edge/adapters/node/local-password-admin.ts';
import { OutboxMailer } from '../../edge/adapters/outbox-mailer.ts';
import { PostgresStore } from '../../edge/adapters/postgres-store.ts';
import { SqlResetTokenStore } from '../../edge/adapters/reset-store.ts';
import { checkingSessions, SqlSessions } from '../../edge/adapters/sql-sessions.ts';
import { createApp } from '../../edge/app.ts';
import { type Deps, systemClock } from '../../edge/deps.ts';
import { limitLocalAuth } from '../../edge/http/auth-limits.ts';
import { createAdviceService } from '../../edge/services/advice.ts';

const PUBLIC_URL = 'http://app.test';
const silent = { info() {}, warn() {}, error() {} };

/** Deps to replace; `config` is merged into the test's own (e.g. `{ config: { trustProxy } }`). */
export type TestOverrides = Partial<Omit<Deps, 'config'>> & { config?: Partial<Deps['config']> };

export async function testApp(sql: Sql, overrides: TestOverrides = {}) {
  const { config, ...rest } = overrides;
  const localAuth = await createLocalAuth({ sql, publicUrl: PUBLIC_URL });
  const deps: Deps = {
    store: new PostgresStore(sql),
    // Sessions are remembered on the test's clock, so a test can move past the sign-out bound without waiting.
    auth: checkingSessions(
      createJwtVerifier({ jwks: localAuth.jwks(), issuer: localAuth.issuer }),
      new SqlSessions(sql, { clock: rest.clock ?? systemClock }),
    ),
    clock: systemClock,
    log: silent,
    // The local checkout (billing tests swap in the Stripe adapter against a fake Stripe server).
    payments: new LocalPayments({ sql, webhookSecret: 'whsec_test_local' }),
    billing: new SqlBillingStore(sql),
    advice: createAdviceService({}),
    fetch: () => Promise.reject(new Error('tests must not reach the network')),
    // Mail lands in mail_outbox (read it back with new OutboxMailer(sql).list()).
    mailer: new OutboxMailer(sql),
    rateLimiter: new MemoryRateLimiter(),
    accountThrottle: new MemoryAccountThrottle(),
    // Off here: quota tests fire hundreds of analyses from one user. attack-rate-limits.test.ts turns it on.
    analyzeLimit: { limit: 0, windowMs: 60_000 },
    passwordAdmin: localPasswordAdmin(localAuth.admin),
    resetTokens: new SqlResetTokenStore(sql),
    contacts: new SqlContactStore(sql),
    config: {
      supabaseUrl: PUBLIC_URL,
      supabaseAnonKey: 'local-anon-key',
      productName: 'Profile Score',
      supportEmail: 'support@example.test',
      salesEmail: 'sales@example.test',
      debugRoutes: false,
      publicUrl: PUBLIC_URL,
      mode: 'local',
      // As npm start without PUBLIC_URL: links follow the origin of the request (app.request's http://localhost).
      followRequestOrigin: 'any',
      ...config,
    },
    ...rest,
  };
  const app = createApp(deps, {
    mount: (root) => {
      limitLocalAuth(root);
      root.route('/auth/v1', localAuth.app);
    },
  });

  /** Signs up through the local auth service; returns the user's id and a Bearer header. */
  async function signUp(email: string, data: Record<string, unknown> = { first_name: 'Test', last_name: 'User' }) {
    const res = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', data }),
    });
    if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { access_token: string; user: { id: string } };
    const headers = { authorization: `Bearer ${body.access_token}`, 'content-type': 'application/json' };
    // First authenticated call creates the users row (as the browser's first /api/me does).
    await app.request('/api/me', { headers });
    return { id: body.user.id, headers };
  }

  return { app, deps, localAuth, signUp };
}
