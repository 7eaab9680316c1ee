// The pages of the embedded default that belong to the machine running the server: the mail outbox (/dev/mail,
// with live reset links) and the local checkout and billing portal (/dev/checkout, /dev/billing-portal, which
// grant Pro without payment). Each answers only this machine unless its opt-in is on (http/local-only.ts).
import type { Hono } from 'hono';
import { limitBodies } from '../http/body-limit.ts';
import type { AppEnv } from '../http/context.ts';
import { localOnly } from '../http/local-only.ts';
import type { LocalCheckout } from '../ports.ts';
import { devCheckoutRoutes } from './dev-checkout/index.ts';
import { devMailRoutes, type OutboxReader } from './dev-mail/index.ts';

export interface LocalPagesOptions {
  /** Set when mail goes to the outbox and our own auth service issues the accounts it mails. */
  outbox?: OutboxReader;
  /** Set when payments are the local checkout. */
  checkout?: LocalCheckout;
  serverLoopback: boolean;
  allowOutbox: boolean;
  allowCheckout: boolean;
  /** This start's secrets: the outbox's is only ever printed; the checkout's also goes in its own links. */
  tokens: LocalPageTokens;
}

export interface LocalPageTokens {
  mail: string;
  checkout: string;
}

export function mountLocalPages(root: Hono<AppEnv>, o: LocalPagesOptions): void {
  const { serverLoopback } = o;
  const mailGuard = localOnly({
    allowEveryone: o.allowOutbox,
    serverLoopback,
    optIn: 'ALLOW_OUTBOX',
    token: { value: o.tokens.mail, cookie: 'dev_mail_token' },
  });
  const checkoutGuard = localOnly({
    allowEveryone: o.allowCheckout,
    serverLoopback,
    optIn: 'ALLOW_LOCAL_CHECKOUT',
    token: { value: o.tokens.checkout, cookie: 'dev_checkout_token' },
  });
  root.use('/dev/*', (c, next) => (c.req.path.startsWith('/dev/mail') ? mailGuard : checkoutGuard)(c, next));
  root.use('/dev/*', limitBodies(16 * 1024)); // their forms carry no fields
  if (o.outbox) root.route('/dev', devMailRoutes(o.outbox));
  // The local checkout completes payments through this same app's webhook route, in process.
  const checkout = o.checkout;
  if (checkout)
    root.route(
      '/dev',
      devCheckoutRoutes(checkout, (req) => root.fetch(req)),
    );
}
