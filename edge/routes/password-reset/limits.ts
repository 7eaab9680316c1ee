import type { RateRule } from '../../ports.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Per address: enough for a typo and a retry or two, too few to flood someone's inbox (the 6th
// request in a minute gets 429). Per IP: one office behind a NAT can still reset a few accounts.
export const RESET_LIMITS = {
  requestPerEmail: { limit: 5, windowMs: MINUTE },
  requestPerIp: { limit: 20, windowMs: MINUTE },
  verifyPerIp: { limit: 60, windowMs: MINUTE },
  resetPerIp: { limit: 20, windowMs: MINUTE },
  // Mails to one mailbox a day, however many addresses ask: the per-minute limits alone still let a few
  // addresses send thousands a day. Applied where the mail is sent, after the answer, so a request beyond the cap
  // gets the same answer as any other and tells nothing about the account.
  mailsPerEmail: { limit: 10, windowMs: DAY },
} satisfies Record<string, RateRule>;
