import { Hono } from 'hono';
import { parseStripeEvent } from '../../core/billing/events.ts';
import { AppError } from '../../core/errors.ts';
import { jsonShapeProblem } from '../../core/json-shape.ts';
import type { AppEnv } from '../../http/context.ts';

// Stripe's webhook: the raw body exactly as sent (the signature covers its bytes), verified by the stripe SDK
// with a 5-minute tolerance. A bad signature is a 400 that changes nothing; a database failure is a 500, so
// Stripe retries; an event we do not act on is acknowledged, so Stripe stops sending it.
// https://docs.stripe.com/webhooks#verify-events
export const webhookRoute = new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
  const { payments, billing, clock, log } = c.get('deps');
  const signature = c.req.header('stripe-signature');
  const payload = await c.req.text();
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header.');
  const problem = jsonShapeProblem(payload);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  let event: unknown;
  try {
    event = await payments.verifyWebhook(payload, signature, clock.now().getTime());
  } catch (err) {
    log.warn('webhook: rejected', { requestId: c.get('requestId'), reason: (err as Error)?.message?.slice(0, 120) });
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
  }
  const parsed = parseStripeEvent(event);
  if (parsed.kind === 'ignored') {
    return c.json({ received: true, ignored: parsed.reason });
  }
  const { command } = parsed;
  // What we acted on, not Stripe's whole object (which carries the customer's email and address).
  const { outcome, userId } = await billing.apply(command, command);
  if (outcome === 'unmatched') {
    log.warn('webhook: no user for event', { eventId: command.eventId, type: command.eventType });
    // Our own user id on a paid subscription whose account is gone: a checkout that completed while the account was
    // being deleted. Nobody can use it, so it must not bill; a failure here is a 5xx and Stripe retries the event.
    // Events without our user id are left alone (the Stripe account may serve other products).
    if (command.userId && command.customerId && (command.action === 'grant' || command.action === 'renew')) {
      await payments.cancelSubscriptions(command.customerId);
      log.warn('webhook: cancelled the subscription of a deleted account', { eventId: command.eventId });
    }
  } else {
    log.info('webhook: applied', { eventId: command.eventId, type: command.eventType, outcome, userId });
  }
  return c.json({ received: true, outcome });
});
