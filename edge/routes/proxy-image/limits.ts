import type { RateRule } from '../../ports.ts';

// A profile page shows one photo; a few dozen a minute covers reloads and a dashboard of past analyses. Each
// request costs an outbound fetch of up to 5 MB, so the proxy must not become anyone's free downloader.
export const PROXY_IMAGE_LIMIT: RateRule = { limit: 60, windowMs: 60_000 };

/** The whole fetch, redirects and body included; LinkedIn's image CDN answers in well under a second. */
export const PROXY_IMAGE_TIMEOUT_MS = 5000;
