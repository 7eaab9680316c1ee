import type { Context } from 'hono';

/**
 * The caller's address, for rate limits. On Node the socket's peer address (a client cannot forge it; behind a
 * reverse proxy every client shares the proxy's address, which only makes limits stricter). In the Worker,
 * Cloudflare's CF-Connecting-IP, which the edge sets and a client cannot override there. Never
 * X-Forwarded-For: any client can write it.
 * https://developers.cloudflare.com/fundamentals/reference/http-headers/#cf-connecting-ip
 */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  if (incoming) return incoming.socket?.remoteAddress ?? 'unknown';
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
