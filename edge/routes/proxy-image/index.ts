import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { optionalUserId } from '../../http/auth.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import { checkImageUrl, isImageType, MAX_IMAGE_BYTES } from '../../services/image-url.ts';
import { PROXY_IMAGE_LIMIT, PROXY_IMAGE_TIMEOUT_MS } from './limits.ts';

const MAX_REDIRECTS = 3;

function refuse(reason: string): never {
  throw new AppError('BAD_REQUEST', reason);
}

/** Fetches with manual redirects so that every hop is checked against the allow-list before connecting. */
async function fetchAllowed(fetcher: typeof fetch, start: URL, signal: AbortSignal): Promise<Response> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const res = await fetcher(url, { redirect: 'manual', headers: { accept: 'image/*' }, signal });
    if (res.status < 300 || res.status >= 400) return res;
    const next = checkImageUrl(new URL(res.headers.get('location') ?? '', url).toString());
    if (!next.ok) refuse(`Redirect refused: ${next.reason}`);
    url = next.url;
  }
  refuse('Too many redirects.');
}

const tooSlow = () => new AppError('UNAVAILABLE', 'The image host did not answer in time.');

/** Reads the body, at most MAX_IMAGE_BYTES of it, and gives up when `signal` fires (a host that stops half way). */
async function readCapped(res: Response, signal: AbortSignal): Promise<ArrayBuffer> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) refuse(`The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  const reader = res.body?.getReader();
  const aborted = new Promise<never>((_ok, fail) => {
    if (signal.aborted) fail(tooSlow());
    signal.addEventListener('abort', () => fail(tooSlow()), { once: true });
  });
  aborted.catch(() => {});
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    // fetch aborts the body on the same signal, often before our own listener runs: a timeout either way. A host
    // that drops the connection half way is unavailable too, never a 500.
    const { done, value } = await Promise.race([reader.read(), aborted]).catch((err) => {
      reader.cancel().catch(() => {});
      if (err instanceof AppError) throw err;
      if (signal.aborted) throw tooSlow();
      throw new AppError('UNAVAILABLE', 'The image could not be fetched.');
    });
    if (done) break;
    size += value.byteLength;
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel();
      refuse(`The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  // Exactly the image's bytes: `out` owns its whole buffer.
  return out.buffer;
}

export const proxyImageRoutes = new Hono<AppEnv>().get(
  '/proxy-image',
  validate('query', z.object({ url: z.string().min(1).max(2048) })),
  async (c) => {
    // Per caller: a signed-in user by account, anyone else (an <img> sends no token) by address.
    const userId = await optionalUserId(c);
    const caller = userId ? `user:${userId}` : `ip:${clientIp(c)}`;
    const limited = await rateLimit(c, [[`proxy-image:${caller}`, PROXY_IMAGE_LIMIT]]);
    if (limited) return limited;
    const check = checkImageUrl(c.req.valid('query').url);
    if (!check.ok) refuse(check.reason);
    const signal = AbortSignal.timeout(PROXY_IMAGE_TIMEOUT_MS);
    const res = await fetchAllowed(c.get('deps').fetch, check.url, signal).catch((err) => {
      if (err instanceof AppError) throw err;
      if (signal.aborted) throw tooSlow();
      throw new AppError('UNAVAILABLE', 'The image could not be fetched.');
    });
    if (!res.ok) throw new AppError('NOT_FOUND', 'The image could not be fetched.');
    const type = res.headers.get('content-type');
    if (!isImageType(type)) refuse('That URL is not an image.');
    const body = await readCapped(res, signal).catch((err) => {
      // What it is: a host that was too slow or went away, not a failure of ours.
      if (err instanceof AppError && err.code === 'UNAVAILABLE')
        c.get('deps').log.warn('proxy-image: image body not received', { host: check.url.host, reason: err.message });
      throw err;
    });
    return c.body(body, 200, {
      'Content-Type': type!,
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'",
    });
  },
);
