// The reset flow over the ports; the HTTP layer (index.ts) only validates, rate-limits and answers.
import { AppError } from '../../core/errors.ts';
import { passwordResetMail, resetLink } from '../../core/mail/index.ts';
import { INVALID_RESET_LINK, isWellFormedToken, RESET_TOKEN_TTL_MINUTES } from '../../core/password-reset.ts';
import type { Deps } from '../../deps.ts';
import type { MailMessage } from '../../ports.ts';
import { RESET_LIMITS } from './limits.ts';
import { hashResetToken, newResetToken } from './token.ts';

export interface PreparedReset {
  email: string;
  tokenHash: string;
  now: Date;
  expires: Date;
  mail: Omit<MailMessage, 'to'>;
}

/**
 * The part of a reset request done before answering: a token, its hash and the rendered mail. It is the same
 * work whether or not the address has an account, so the response time tells nothing; the database lookup and
 * the mail happen after the response (deliverReset).
 */
export async function prepareReset(deps: Deps, email: string): Promise<PreparedReset> {
  const token = newResetToken();
  const tokenHash = await hashResetToken(token);
  const now = deps.clock.now();
  const expires = new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
  const { productName, publicUrl, supportEmail } = deps.config;
  const mail = passwordResetMail({
    brand: { productName, publicUrl, supportEmail },
    resetUrl: resetLink(publicUrl, token),
    validMinutes: RESET_TOKEN_TTL_MINUTES,
  });
  return { email, tokenHash, now, expires, mail };
}

/**
 * Stores the token for the account, if there is one, and mails the link; returns whether a mail went out. Past the
 * daily cap for the address nothing is stored or sent.
 */
export async function deliverReset(deps: Deps, p: PreparedReset): Promise<boolean> {
  const capped = await deps.rateLimiter.hit(`reset-mail:email:${p.email}`, RESET_LIMITS.mailsPerEmail);
  if (!capped.ok) {
    deps.log.warn('password reset: daily mail cap reached for an address; no mail sent');
    return false;
  }
  const userId = await deps.resetTokens.issue(p.email, p.tokenHash, p.now, p.expires);
  if (!userId) return false;
  await deps.mailer.send({ to: p.email, ...p.mail });
  return true;
}

export async function isResetTokenValid(deps: Deps, token: unknown): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  return deps.resetTokens.isValid(await hashResetToken(token), deps.clock.now());
}

/** Consumes the token and sets the password; AppError BAD_REQUEST for any link that is not usable. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  if (!isWellFormedToken(token)) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  const hash = await hashResetToken(token);
  const now = deps.clock.now();
  const userId = await deps.resetTokens.consume(hash, now);
  if (!userId) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  let changed: boolean;
  try {
    changed = await deps.passwordAdmin.setPassword(userId, password);
  } catch (err) {
    // The auth service failed (network, outage): give the link back so the user can simply try again.
    await deps.resetTokens.release(hash).catch(() => {});
    if (err instanceof AppError) throw err;
    deps.log.error('password reset: setting the password failed', { error: String((err as Error)?.message ?? err) });
    throw new AppError('UNAVAILABLE', 'We could not change your password right now. Please try again in a moment.');
  }
  if (!changed) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  // Any other link mailed earlier would still reset the (now new) password: close them too.
  await deps.resetTokens.revokeOthers(userId, hash, now);
}
