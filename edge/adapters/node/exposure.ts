// What the node entry checks before it serves anything: the embedded mail outbox hands out every reset link and
// the local checkout makes anyone Pro for free, so both are for the machine that runs the server. A PUBLIC_URL
// that others can reach with either of them still in use does not start (unless the operator opts in for a demo),
// and every way they are served beyond this machine is said loudly at start.
import { isLoopbackHostname } from '../../core/net.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../ports.ts';

const MAIL = 'RESEND_API_KEY or SMTP_URL';
const PAYMENTS = 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID';

/** Throws, naming each missing variable, when PUBLIC_URL is not this machine and mail or payments are local. */
export function requireRealServicesForPublicUrl(env: Env): void {
  if (!env.PUBLIC_URL || isLoopbackHostname(new URL(env.PUBLIC_URL).hostname)) return;
  const missing: string[] = [];
  if (!env.RESEND_API_KEY && !env.SMTP_URL && !env.ALLOW_OUTBOX) {
    missing.push(`mail: set ${MAIL} (or ALLOW_OUTBOX=1 for a demo where anyone can read every mail at /dev/mail)`);
  }
  if (!env.STRIPE_SECRET_KEY && !env.ALLOW_LOCAL_CHECKOUT) {
    missing.push(`payments: set ${PAYMENTS} (or ALLOW_LOCAL_CHECKOUT=1 for a demo where anyone can upgrade for free)`);
  }
  if (missing.length === 0) return;
  throw new Error(
    `PUBLIC_URL is ${env.PUBLIC_URL}, which others can reach, but the local test services are still in use:\n` +
      missing.map((m) => `  ${m}`).join('\n'),
  );
}

/**
 * Which request origins links may follow (ServerConfig.followRequestOrigin): without PUBLIC_URL any (npm start,
 * reached as localhost, 127.0.0.1 or a LAN address); with a PUBLIC_URL on this machine, loopback names only (the
 * dev server as localhost or 127.0.0.1); with any other PUBLIC_URL none.
 */
export function requestOriginPolicy(publicUrl: string | undefined): 'any' | 'loopback' | undefined {
  if (!publicUrl) return 'any';
  return isLoopbackHostname(new URL(publicUrl).hostname) ? 'loopback' : undefined;
}

/** Warns at start about each local-only page that others can reach, or that nobody can. */
export function warnAboutLocalPages(
  log: Logger,
  pages: { outbox: boolean; checkout: boolean; loopback: boolean; allowOutbox: boolean; allowCheckout: boolean },
): void {
  if (pages.outbox && pages.allowOutbox) {
    log.warn(
      'ALLOW_OUTBOX is on: anyone who can reach this server can read every mail it sends, reset links included, at /dev/mail',
    );
  }
  if (pages.checkout && pages.allowCheckout) {
    log.warn(
      'ALLOW_LOCAL_CHECKOUT is on: anyone who can reach this server can get Pro for free through the test-mode checkout',
    );
  }
  const closed = [
    pages.outbox && !pages.allowOutbox ? 'the mail outbox (ALLOW_OUTBOX=1)' : '',
    pages.checkout && !pages.allowCheckout ? 'the local checkout (ALLOW_LOCAL_CHECKOUT=1)' : '',
  ].filter(Boolean);
  if (!pages.loopback && closed.length) {
    log.warn(
      `Not listening on loopback only: ${closed.join(' and ')} will answer no one; set the variable named to serve it to everyone who can reach this server`,
    );
  }
}
