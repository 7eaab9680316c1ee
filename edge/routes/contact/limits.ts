import type { RateRule } from '../../ports.ts';

// A person writes once or twice; a bot writes hundreds. Per IP and per sender address.
export const CONTACT_LIMITS = {
  perIp: { limit: 5, windowMs: 10 * 60_000 },
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;
