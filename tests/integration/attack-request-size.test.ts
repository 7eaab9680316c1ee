// Oversized bodies against the node server over real sockets: every route that takes a body answers 413 as soon
// as the body is known to be too large (the client has sent only its first kilobyte), and the sign-in and sign-up
// limits count those requests like any other, so they cannot hold sockets open or slip past the limiter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../edge/http/auth-limits.ts';
import { CONTACT_LIMITS } from '../../edge/routes/contact/limits.ts';
import { RESET_LIMITS } from '../../edge/routes/password-reset/limits.ts';
import { type AppServer, startBareServer } from '../helpers/app-server.ts';
import { firstAnswer, openSocket, rawRequest, requestHead } from '../helpers/raw-http.ts';

const AUTH_MAX = 64 * 1024;
const API_MAX = 512 * 1024;

describe('oversized request bodies', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startBareServer();
  });
  afterAll(() => server?.close());

  /** Announces `length` bytes, sends the first kilobyte, and waits for the answer without sending the rest. */
  async function announce(method: string, path: string, length: number, headers: Record<string, string> = {}) {
    const socket = await openSocket(server.port);
    const answer = firstAnswer(socket, 15_000);
    socket.write(
      requestHead(method, path, { 'content-type': 'application/json', 'content-length': length, ...headers }),
    );
    socket.write(`{"email":"big@example.test","data":"${'x'.repeat(1000)}`);
    try {
      return await answer;
    } finally {
      socket.destroy();
    }
  }

  /** Streams an endless chunked body until the server answers. */
  async function stream(path: string) {
    const socket = await openSocket(server.port);
    const answer = firstAnswer(socket, 15_000);
    socket.write(requestHead('POST', path, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }));
    const chunk = `{"email":"c@example.test","pad":"${'y'.repeat(16 * 1024)}`;
    let answered = false;
    answer.finally(() => (answered = true)).catch(() => {});
    for (let i = 0; i < 200 && !answered && !socket.destroyed; i++) {
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      await new Promise((r) => setTimeout(r, 5));
    }
    try {
      return await answer;
    } finally {
      socket.destroy();
    }
  }

  it.each([
    ['POST', '/auth/v1/signup', AUTH_MAX],
    ['POST', '/auth/v1/token?grant_type=password', AUTH_MAX],
    ['POST', '/auth/v1/token?grant_type=refresh_token', AUTH_MAX],
    ['PUT', '/auth/v1/user', AUTH_MAX],
    ['POST', '/auth/v1/logout', AUTH_MAX],
    ['POST', '/auth/v1/recover', AUTH_MAX],
    ['POST', '/api/analyze', API_MAX],
    ['POST', '/api/password-reset/request', API_MAX],
    ['POST', '/api/password-reset/reset', API_MAX],
    ['POST', '/api/contact', API_MAX],
    ['POST', '/api/stripe/webhook', API_MAX],
    ['POST', '/api/create-checkout-session', API_MAX],
    ['POST', '/dev/checkout/cs_local_x/pay', API_MAX],
  ])('%s %s: 413 before the body has been sent', async (method, path, max) => {
    // The local checkout answers only with this start's token (else 403, before any body).
    const withToken = path.startsWith('/dev/') ? `${path}?token=${server.pageTokens.checkout}` : path;
    const res = await announce(method, withToken, max + 1);
    expect(res.status).toBe(413);
  });

  it('sign-up and sign-in: a chunked body past the limit is refused while it is still being sent', async () => {
    for (const path of ['/auth/v1/signup', '/auth/v1/token?grant_type=password']) {
      const res = await stream(path);
      expect(res.status, path).toBe(413);
      expect(JSON.parse(res.body.trim().split('\r\n').at(-1) ?? res.body)).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('oversized sign-ups count against the per-address limit', async () => {
    // A whole allowance of 200 KB bodies that never arrive (the cases above spent a little of it already).
    const sent = await Promise.all(
      Array.from({ length: AUTH_LIMITS.perIp.limit }, () => announce('POST', '/auth/v1/signup', 200_000)),
    );
    expect(sent.filter((r) => r.status !== 413 && r.status !== 429)).toEqual([]);
    expect(sent.filter((r) => r.status === 413).length).toBeGreaterThan(AUTH_LIMITS.perIp.limit - 5);
    const valid = await rawRequest(
      server.port,
      'POST',
      '/auth/v1/signup',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'after@example.test', password: 'long enough 1' }),
    );
    expect(valid.status).toBe(429);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('oversized bodies on the public forms count against their per-address limits', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startBareServer();
  });
  afterAll(() => server?.close());

  const big = (n: number) => JSON.stringify({ email: 'big@example.test', name: 'x', message: 'y'.repeat(n) });

  it.each([
    [
      '/api/contact',
      CONTACT_LIMITS.perIp.limit,
      {
        name: 'Ann',
        email: 'a@example.test',
        topic: 'Problem with a score',
        message: 'Hello there, a question about my score.',
      },
    ],
    ['/api/password-reset/request', RESET_LIMITS.requestPerIp.limit, { email: 'someone@example.test' }],
    ['/api/password-reset/reset', RESET_LIMITS.resetPerIp.limit, { token: 'x'.repeat(43), password: 'long enough 1' }],
  ])(
    '%s: a whole allowance of oversized bodies, then a valid request is refused with 429',
    async (path, limit, valid) => {
      for (let i = 0; i < limit; i++) {
        const res = await rawRequest(server.port, 'POST', path, { 'content-type': 'application/json' }, big(600_000));
        expect(res.status, `request ${i + 1}`).toBe(413);
      }
      const after = await rawRequest(
        server.port,
        'POST',
        path,
        { 'content-type': 'application/json' },
        JSON.stringify(valid),
      );
      expect(after.status).toBe(429);
      expect(after.head.toLowerCase()).toContain('retry-after:');
    },
  );
});
