import type { RateRule } from '../../ports.ts';

const MINUTE = 60_000;

// Per address: enough for a typo and a retry or two, too few to flood someone's inbox (issue 7: the 6th
// request in a minute gets 429). Per IP: one office behind a NAT can still reset a few accounts.
export const RESET_LIMITS = {
  requestPerEmail: { limit: 5, windowMs: MINUTE },
  requestPerIp: { limit: 20, windowMs: MINUTE },
  verifyPerIp: { limit: 60, windowMs: MINUTE },
  resetPerIp: { limit: 20, windowMs: MINUTE },
} satisfies Record<string, RateRule>;
