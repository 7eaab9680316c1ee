import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { PROXY_IMAGE_LIMIT, PROXY_IMAGE_TIMEOUT_MS } from '../../edge/routes/proxy-image/limits.ts';
import { testApp } from '../helpers/app.ts';
import { pgliteDb } from '../helpers/db.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('GET /api/proxy-image', () => {
  let sql: Sql;
  const calls: string[] = [];
  let respond: (url: string) => Response = () => new Response(PNG, { headers: { 'content-type': 'image/png' } });
  // Records every outbound request instead of making it: refusals must happen before any connection.
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    return respond(url);
  }) as typeof fetch;

  beforeAll(async () => {
    sql = await pgliteDb();
  });
  afterAll(() => sql.close());

  const get = async (url: string) => {
    const { app } = await testApp(sql, { fetch: fetcher });
    return app.request(`/api/proxy-image?url=${encodeURIComponent(url)}`);
  };

  it.each([
    'https://localhost/a.png',
    'https://127.0.0.1/a.png',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/a.png',
    'https://[::1]/a.png',
    'http://media.licdn.com/a.png',
    'https://evil.example.com/a.png',
    'https://media.licdn.com.evil.example/a.png',
    'https://user:pw@media.licdn.com/a.png',
    'https://media.licdn.com:8443/a.png',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s without connecting', async (url) => {
    const before = calls.length;
    const res = await get(url);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(calls.length).toBe(before);
  });

  it('serves an allowed LinkedIn image', async () => {
    const res = await get('https://media.licdn.com/dms/image/photo.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a redirect off the allow-list without following it, and non-images', async () => {
    respond = () => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } });
    const before = calls.length;
    expect((await get('https://media.licdn.com/redirect.png')).status).toBe(400);
    expect(calls.length).toBe(before + 1);
    respond = () => new Response('<html>', { headers: { 'content-type': 'text/html' } });
    expect((await get('https://media.licdn.com/page')).status).toBe(400);
    respond = () => new Response(new Uint8Array(6 * 1024 * 1024), { headers: { 'content-type': 'image/png' } });
    expect((await get('https://media.licdn.com/huge.png')).status).toBe(400);
  });

  it('gives up on an image host that does not answer, or stops half way, with a 503', { timeout: 60_000 }, async () => {
    const signals: AbortSignal[] = [];
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>((_ok, fail) =>
        init?.signal?.addEventListener('abort', () => fail(init.signal?.reason)),
      );
    }) as typeof fetch;
    const stalled = (async () =>
      new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(PNG); // then nothing, for ever
          },
        }),
        { headers: { 'content-type': 'image/png' } },
      )) as typeof fetch;
    for (const fetcher of [hanging, stalled]) {
      const { app } = await testApp(sql, { fetch: fetcher });
      const res = await app.request(`/api/proxy-image?url=${encodeURIComponent('https://media.licdn.com/slow.png')}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
    }
    expect(signals.length).toBe(1);
    expect(PROXY_IMAGE_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  it('answers 503 when a real image host trickles its body past the timeout, and logs no unhandled error', {
    timeout: 60_000,
  }, async () => {
    // A local HTTP server that sends the image a byte every half second, for longer than the proxy waits.
    const timers = new Set<NodeJS.Timeout>();
    const host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      const t = setInterval(() => res.write(PNG.subarray(0, 1)), 500);
      timers.add(t);
      res.on('close', () => clearInterval(t));
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    const local = `http://127.0.0.1:${(host.address() as AddressInfo).port}/slow.png`;
    const errors: string[] = [];
    const warnings: string[] = [];
    const log = {
      info() {},
      warn: (msg: string) => void warnings.push(msg),
      error: (msg: string) => void errors.push(msg),
    };
    try {
      const { app } = await testApp(sql, { fetch: (_u, init) => fetch(local, init), log });
      const res = await app.request(`/api/proxy-image?url=${encodeURIComponent('https://media.licdn.com/slow.png')}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
      expect(errors).toEqual([]);
      expect(warnings).toEqual(['proxy-image: image body not received']);
    } finally {
      for (const t of timers) clearInterval(t);
      host.closeAllConnections();
      host.close();
    }
  });

  it('limits each caller: a signed-in user by account, anyone else by address', async () => {
    respond = () => new Response(PNG, { headers: { 'content-type': 'image/png' } });
    const t = await testApp(sql, { fetch: fetcher });
    const [a, b] = [await t.signUp('proxy-a@example.test'), await t.signUp('proxy-b@example.test')];
    const path = `/api/proxy-image?url=${encodeURIComponent('https://media.licdn.com/dms/image/photo.png')}`;
    const statuses: number[] = [];
    for (let i = 0; i <= PROXY_IMAGE_LIMIT.limit; i++)
      statuses.push((await t.app.request(path, { headers: a.headers })).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const limited = await t.app.request(path, { headers: a.headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.app.request(path, { headers: b.headers })).status).toBe(200);
    expect((await t.app.request(path)).status).toBe(200);
  });
});
