import type { Context } from 'hono';
import type { TrustProxy } from '../env.ts';
import type { AppEnv } from './context.ts';

/**
 * The hops-th address from the right of a proxy's list header ("client, proxy1" with one proxy appending gives
 * "proxy1"'s view of the client: the last entry). Entries further left were written by the client and prove
 * nothing. Null when the header is missing or shorter than the proxies that should have appended to it.
 */
export function forwardedAddress(value: string | undefined, hops: number): string | null {
  if (!value) return null;
  const list = value.split(',').map((s) => s.trim());
  const entry = list.length >= hops ? list[list.length - hops] : '';
  return entry ? entry.toLowerCase().slice(0, 64) : null;
}

/**
 * The caller's address, for rate limits and the local-only pages. Behind a reverse proxy the operator names the
 * header it writes (TRUST_PROXY); otherwise on Node the socket's peer address (a client cannot forge it), and in
 * the Worker Cloudflare's CF-Connecting-IP, which the edge sets and a client cannot override there. Never a
 * forwarding header nobody vouched for: any client can write one.
 * https://developers.cloudflare.com/fundamentals/reference/http-headers/#cf-connecting-ip
 */
export function clientIp(c: Context<AppEnv>): string {
  const trust: TrustProxy | undefined = c.get('deps')?.config.trustProxy;
  const forwarded = trust ? forwardedAddress(c.req.header(trust.header), trust.hops) : null;
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  if (incoming) return incoming.socket?.remoteAddress ?? 'unknown';
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
