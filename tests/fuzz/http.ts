// The in-process app on a real socket (127.0.0.1, random port), for suites that must go over HTTP: request
// parsing, headers and the client address are then the node server's, not app.request's.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface Served {
  url: string;
  /** fetch against the server: `call('/api/me', { headers })`. */
  call(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function overHttp(app: { fetch: (req: Request, env?: unknown) => Response | Promise<Response> }) {
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const served: Served = {
    url,
    call: (path, init) => fetch(`${url}${path}`, init),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
  return served;
}

/** Status and parsed JSON body (null when the body is empty or not JSON). */
export async function answer(res: Response): Promise<{ status: number; body: any }> {
  const text = await res.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}
