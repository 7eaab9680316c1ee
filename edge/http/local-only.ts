import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
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
  /**
   * The secret of this start, printed in the terminal (or, for the checkout, put in the links the server itself
   * builds): `?token=` once, then the cookie of that name, which the first visit sets. Reaching the loopback
   * socket is not enough: a plain TCP forward from another host arrives from 127.0.0.1 too.
   */
  token: { value: string; cookie: string };
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a.charCodeAt(i) | 0) ^ b.charCodeAt(i);
  return diff === 0;
}

// Headers a reverse proxy adds: a request that carries one came through a proxy, so from somewhere else, even
// when the socket's peer is 127.0.0.1.
const FORWARDING = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'];

/**
 * Pages for the machine that runs the server (the mail outbox, the local checkout): served only to a loopback
 * client of a loopback-bound server, that names a loopback host (a page on evil.example whose name was rebound to
 * 127.0.0.1 would otherwise read them: https://en.wikipedia.org/wiki/DNS_rebinding), was not proxied, and shows
 * this start's token (like Jupyter's: https://jupyter-server.readthedocs.io/en/latest/operators/security.html).
 */
export function localOnly(opts: LocalOnlyOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (opts.allowEveryone) return next();
    const local =
      opts.serverLoopback &&
      isLoopbackAddress(clientIp(c)) &&
      isLoopbackHostname(new URL(c.req.url).hostname) &&
      !FORWARDING.some((h) => c.req.header(h) !== undefined);
    if (!local) {
      const message = `This page is only served to the computer running the server (set ${opts.optIn}=1 there to serve it to everyone).`;
      return c.json(errorBody('FORBIDDEN', message), 403, { 'Cache-Control': 'no-store' });
    }
    const { value, cookie } = opts.token;
    const inUrl = c.req.query('token');
    if (sameSecret(inUrl ?? getCookie(c, cookie) ?? '', value)) {
      if (inUrl !== undefined) setCookie(c, cookie, value, { path: '/dev', httpOnly: true, sameSite: 'Strict' });
      return next();
    }
    const message =
      "This page needs the link printed in the terminal where the server was started (it carries this start's token).";
    return c.json(errorBody('FORBIDDEN', message), 403, { 'Cache-Control': 'no-store' });
  };
}
