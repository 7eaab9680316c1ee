import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * The CSP allows only our origin plus what wasm needs ('wasm-unsafe-eval' for pdf.js/tesseract),
 * blob: workers (tesseract spawns one), and the auth origin when Supabase is elsewhere.
 */
export function contentSecurityPolicy(extraConnect: string[] = []): string {
  const connect = ["'self'", ...extraConnect].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect} data: blob:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// A year; no includeSubDomains: a self-hoster's other subdomains may not all be on https.
// https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Headers/Strict-Transport-Security
const HSTS = 'max-age=31536000';

/** Served over https: the request says so (the Worker), or PUBLIC_URL does (Node behind a TLS proxy). */
function overHttps(url: string, publicUrl: string | undefined): boolean {
  return url.startsWith('https:') || publicUrl?.startsWith('https:') === true;
}

export function securityHeaders(extraConnect: string[] = []): MiddlewareHandler<AppEnv> {
  const csp = contentSecurityPolicy(extraConnect);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // Browsers ignore the header over plain http, so a direct http request to a https deployment is harmless.
    if (overHttps(c.req.url, c.get('deps')?.config.publicUrl)) h.set('Strict-Transport-Security', HSTS);
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
  };
}
