// (Not in core: it needs the WHATWG URL parser, a platform global.)
// Which photo URLs the image proxy may fetch: https on LinkedIn's media hosts only, decided from the URL
// alone before any connection is made (no DNS, so no rebinding and no private address can be reached).
const HOST_PATTERNS = [/^media(-exp\d+)?\.licdn\.com$/, /^static(-exp\d+)?\.licdn\.com$/];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export type ProxyCheck = { ok: true; url: URL } | { ok: false; reason: string };

export function checkImageUrl(raw: string): ProxyCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'Not a valid URL.' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'Only https image URLs are allowed.' };
  if (url.username || url.password) return { ok: false, reason: 'URLs with credentials are not allowed.' };
  if (url.port && url.port !== '443') return { ok: false, reason: 'Only the default https port is allowed.' };
  const host = url.hostname.toLowerCase();
  if (!HOST_PATTERNS.some((p) => p.test(host))) return { ok: false, reason: 'This image host is not allowed.' };
  return { ok: true, url };
}

export function isImageType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return (IMAGE_TYPES as readonly string[]).includes(type);
}
