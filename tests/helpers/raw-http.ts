// HTTP/1.1 spoken byte by byte over a plain socket, for the tests a fetch client cannot express: a body that is
// announced but never finished, a Host header of the test's choosing, a client that sends one byte a second.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the socket without a status line. */
  status: number;
  head: string;
  body: string;
}

/** Opens a socket to 127.0.0.1:port (or `host`), resolves once it is connected. */
export function openSocket(port: number, host = '127.0.0.1'): Promise<Socket> {
  return new Promise((ok, fail) => {
    const s = connect({ port, host }, () => ok(s));
    s.once('error', fail);
  });
}

/**
 * Reads the first response on the socket: resolves as soon as its head has arrived (plus whatever body came with
 * it), or with status 0 when the server closes first. Rejects after `giveUpMs` with "no answer".
 */
export function firstAnswer(socket: Socket, giveUpMs = 20_000): Promise<RawAnswer> {
  return new Promise((ok, fail) => {
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no answer within ${giveUpMs} ms (got ${JSON.stringify(data.slice(0, 200))})`));
    }, giveUpMs);
    const done = () => {
      clearTimeout(timer);
      const end = data.indexOf('\r\n\r\n');
      const head = end < 0 ? data : data.slice(0, end);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      ok({ status, head, body: end < 0 ? '' : data.slice(end + 4) });
    };
    socket.on('data', (d) => {
      data += d.toString('latin1');
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(data.slice(0, end))?.[1] ?? Number.NaN);
      // Wait for the (small) body when its length is known, so the caller can read the error code.
      if (Number.isNaN(length) || data.length - end - 4 >= length) {
        socket.removeAllListeners('data');
        done();
      }
    });
    socket.once('close', done);
    socket.once('error', () => {});
  });
}

/** The request head for `method path` with these headers (Host defaults to the loopback address). */
export function requestHead(method: string, path: string, headers: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { host: '127.0.0.1', ...headers };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
}

/** One whole request (head and body) on a new socket; the first answer. */
export async function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body = '',
): Promise<RawAnswer> {
  const socket = await openSocket(port);
  const answer = firstAnswer(socket);
  const withLength = body || method !== 'GET' ? { 'content-length': Buffer.byteLength(body), ...headers } : headers;
  socket.write(requestHead(method, path, { connection: 'close', ...withLength }) + body);
  return answer;
}
