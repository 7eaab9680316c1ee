import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../core/errors.ts';
import { isLoopbackAddress, isLoopbackHostname } from '../core/net.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './context.ts';

export interface LocalOnlyOptions {
  /** The operator opted in (ALLOW_OUTBOX / ALLOW_LOCAL_CHECKOUT): everyone who can reach the server is served. */
  allowEveryone: boolean;
  /** The server listens on a loopback address, so every connection comes from this machine. */
  serverLoopback: boolean;
  /** The variable that opts in, named in the refusal for the operator. */
  optIn: string;
}

// Headers a reverse proxy adds: a request that carries one came through a proxy, so from somewhere else, even
// when the socket's peer is 127.0.0.1.
const FORWARDING = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'];

/**
 * Pages for the machine that runs the server (the mail outbox, the local checkout): served only to a loopback
 * client of a loopback-bound server, that names a loopback host (a page on evil.example whose name was rebound to
 * 127.0.0.1 would otherwise read them: https://en.wikipedia.org/wiki/DNS_rebinding), and was not proxied.
 */
export function localOnly(opts: LocalOnlyOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (opts.allowEveryone) return next();
    const local =
      opts.serverLoopback &&
      isLoopbackAddress(clientIp(c)) &&
      isLoopbackHostname(new URL(c.req.url).hostname) &&
      !FORWARDING.some((h) => c.req.header(h) !== undefined);
    if (local) return next();
    const message = `This page is only served to the computer running the server (set ${opts.optIn}=1 there to serve it to everyone).`;
    return c.json(errorBody('FORBIDDEN', message), 403, { 'Cache-Control': 'no-store' });
  };
}
