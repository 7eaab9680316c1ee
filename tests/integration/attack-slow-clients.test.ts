// Slow clients against the node server over real sockets: a request whose headers or body arrive a byte a second
// is cut off (the socket is closed, with a 408 when the server still can answer) instead of holding a socket for
// minutes. Nothing here measures how fast: each case only gives up after a generous 50 seconds.
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startBareServer } from '../helpers/app-server.ts';
import { firstAnswer, openSocket, requestHead } from '../helpers/raw-http.ts';

const GIVE_UP_MS = 50_000;

/** Writes one byte a second until the socket closes; resolves with what the server answered. */
async function trickle(socket: Socket, bytes: string) {
  const answer = firstAnswer(socket, GIVE_UP_MS);
  let closed = false;
  socket.once('close', () => (closed = true));
  (async () => {
    for (let i = 0; !closed && !socket.destroyed; i = (i + 1) % bytes.length) {
      socket.write(bytes[i]);
      await new Promise((r) => setTimeout(r, 1000));
    }
  })().catch(() => {});
  try {
    return await answer;
  } finally {
    socket.destroy();
  }
}

describe('slow clients', () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startBareServer();
  });
  afterAll(() => server?.close());

  it('cut off headers sent a byte a second, and a body sent a byte a second', { timeout: 120_000 }, async () => {
    const [headers, body] = await Promise.all([
      (async () => {
        const socket = await openSocket(server.port);
        socket.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
        return trickle(socket, 'abcdefgh');
      })(),
      (async () => {
        const socket = await openSocket(server.port);
        socket.write(
          requestHead('POST', '/api/contact', { 'content-type': 'application/json', 'content-length': 5000 }),
        );
        return trickle(socket, '{"name":"slow"');
      })(),
    ]);
    // Cut off: either a 408 or a closed socket, never the request being served.
    expect([0, 408]).toContain(headers.status);
    expect([0, 408]).toContain(body.status);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
