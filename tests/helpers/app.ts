// The real app in-process (app.request, no sockets) over a test database, with the local auth service
// mounted as in edge/node.ts. Deps can be overridden per test (e.g. an image fetcher or a failing advisor).
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { createJwtVerifier } from '../../edge/adapters/jwt-verifier.ts';
import { LocalPayments } from '../../edge/adapters/local-payments.ts';
import { MemoryAccountThrottle } from '../../edge/adapters/memory-account-throttle.ts';
import { MemoryRateLimiter } from '../../edge/adapters/memory-rate-limiter.ts';
import { createLocalAuth } from '../../edge/adapters/node/local-auth/index.ts';
import { localPasswordAdmin } from '../../edge/adapters/node/local-password-admin.ts';
import { OutboxMailer } from '../../edge/adapters/outbox-mailer.ts';
import { createApp } from '../../edge/app.ts';
import { adviceFromEnv, buildDeps } from '../../edge/compose.ts';
import type { Deps } from '../../edge/deps.ts';
import { parseEnv } from '../../edge/env.ts';
import { limitLocalAuth } from '../../edge/http/auth-limits.ts';

const PUBLIC_URL = 'http://app.test';
const silent = { info() {}, warn() {}, error() {} };

/** Deps to replace; `config` is merged into the test's own (e.g. `{ config: { trustProxy } }`). */
export type TestOverrides = Partial<Omit<Deps, 'config'>> & { config?: Partial<Deps['config']> };

export async function testApp(sql: Sql, overrides: TestOverrides = {}) {
  const { config, ...rest } = overrides;
  const localAuth = await createLocalAuth({ sql, publicUrl: PUBLIC_URL });
  const env = parseEnv({
    PUBLIC_URL,
    SUPPORT_EMAIL: 'support@example.test',
    SALES_EMAIL: 'sales@example.test',
    // Off here: quota tests fire hundreds of analyses from one user. attack-rate-limits.test.ts turns it on.
    RATE_LIMIT_ANALYZE_PER_MINUTE: '0',
  });
  const built = buildDeps(env, {
    sql,
    verifier: createJwtVerifier({ jwks: localAuth.jwks(), issuer: localAuth.issuer }),
    // Sessions are remembered on the test's clock, so a test can move past the sign-out bound without waiting.
    clock: rest.clock,
    log: silent,
    // The local checkout (billing tests swap in the Stripe adapter against a fake Stripe server).
    payments: new LocalPayments({ sql, webhookSecret: 'whsec_test_local' }),
    // Mail lands in mail_outbox (read it back with new OutboxMailer(sql).list()).
    mailer: new OutboxMailer(sql),
    passwordAdmin: localPasswordAdmin(localAuth.admin),
    rateLimiter: new MemoryRateLimiter(),
    accountThrottle: new MemoryAccountThrottle(),
    advice: adviceFromEnv({}, silent),
    fetch: () => Promise.reject(new Error('tests must not reach the network')),
    publicUrl: PUBLIC_URL,
    mode: 'local',
    // As npm start without PUBLIC_URL: links follow the origin of the request (app.request's http://localhost).
    followRequestOrigin: 'any',
  });
  const deps: Deps = { ...built, ...rest, config: { ...built.config, ...config } };
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
    return { id: body.user.id, headers, token: body.access_token };
  }

  return { app, deps, localAuth, signUp };
}
