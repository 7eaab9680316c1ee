import type { Context } from 'hono';
import { isLoopbackHostname } from '../core/net.ts';
import type { AppEnv } from './context.ts';

/**
 * The origin of links and redirects we hand out (checkout return URLs, the billing portal, the auth origin in
 * /api/config): PUBLIC_URL, never the request's Host header, which the client writes (Host: evil.example would
 * otherwise send a paying user there). Only `npm start` follows the name the browser used, so that localhost,
 * 127.0.0.1 or a LAN address each keep their own IndexedDB and session: any name without PUBLIC_URL, loopback
 * names when PUBLIC_URL is this machine.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const { followRequestOrigin, publicUrl } = c.get('deps').config;
  if (followRequestOrigin) {
    const url = new URL(c.req.url);
    if (followRequestOrigin === 'any' || isLoopbackHostname(url.hostname)) return url.origin;
  }
  return publicUrl.replace(/\/+$/, '');
}
