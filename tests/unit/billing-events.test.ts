// edge/core/billing: what each Stripe event means (current and pre-2025-03-31 field locations), and when a
// Checkout Session may grant Pro to the caller.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelUrl, grantFromSession, judgeSession, successUrl } from '../../edge/core/billing/checkout.ts';
import { parseStripeEvent } from '../../edge/core/billing/events.ts';
import type { CheckoutSessionInfo } from '../../edge/core/billing/types.ts';

const USER = '3f0c9a7e-8a51-4a4c-9d0e-0b5f4f1e2a11';
const evt = (type: string, object: Record<string, unknown>) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: 1_760_000_000,
  data: { object },
});
const command = (e: unknown) => {
  const parsed = parseStripeEvent(e);
  if (parsed.kind !== 'command') throw new Error(`ignored: ${parsed.reason}`);
  return parsed.command;
};

describe('parseStripeEvent', () => {
  it('maps a paid subscription checkout to a grant keyed by subscription', () => {
    const c = command(
      evt('checkout.session.completed', {
        id: 'cs_1',
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: USER.toUpperCase(),
        customer: { id: 'cus_1', object: 'customer' },
        subscription: 'sub_1',
      }),
    );
    expect(c).toMatchObject({
      action: 'grant',
      eventId: 'evt_1',
      userId: USER,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      eventCreated: new Date(1_760_000_000_000),
    });
  });

  it('ignores unpaid or one-off checkouts, and a client_reference_id that is not one of our ids', () => {
    const base = { id: 'cs_1', mode: 'subscription', payment_status: 'paid', subscription: 'sub_1' };
    expect(parseStripeEvent(evt('checkout.session.completed', { ...base, payment_status: 'unpaid' })).kind).toBe(
      'ignored',
    );
    expect(parseStripeEvent(evt('checkout.session.completed', { ...base, mode: 'payment' })).kind).toBe('ignored');
    expect(command(evt('checkout.session.completed', { ...base, client_reference_id: "x' or 1=1" })).userId).toBeNull();
  });

  it('tells the first invoice (a grant) from a renewal, reading both API versions', () => {
    const lines = {
      data: [{ period: { start: 1, end: 1_762_000_000 } }, { period: { start: 1, end: 1_761_000_000 } }],
    };
    const current = command(
      evt('invoice.paid', {
        billing_reason: 'subscription_cycle',
        customer: 'cus_1',
        parent: { subscription_details: { subscription: 'sub_1', metadata: { supabase_id: USER } } },
        lines,
      }),
    );
    expect(current).toMatchObject({ action: 'renew', subscriptionId: 'sub_1', userId: USER });
    expect(current.periodEnd).toEqual(new Date(1_762_000_000_000));
    const legacy = command(
      evt('invoice.paid', { billing_reason: 'subscription_create', subscription: 'sub_2', lines }),
    );
    expect(legacy).toMatchObject({ action: 'grant', subscriptionId: 'sub_2' });
    expect(parseStripeEvent(evt('invoice.paid', { billing_reason: 'manual', subscription: 'sub_2' })).kind).toBe(
      'ignored',
    );
    expect(parseStripeEvent(evt('invoice.paid', { billing_reason: 'subscription_cycle' })).kind).toBe('ignored');
  });

  it('maps subscription changes to update or delete with the period end from items or the subscription', () => {
    const updated = command(
      evt('customer.subscription.updated', {
        id: 'sub_1',
        status: 'active',
        cancel_at_period_end: true,
        items: { data: [{ current_period_end: 1_763_000_000 }] },
      }),
    );
    expect(updated).toMatchObject({ action: 'update', cancelAtPeriodEnd: true, status: 'active' });
    expect(updated.periodEnd).toEqual(new Date(1_763_000_000_000));
    const old = command(
      evt('customer.subscription.updated', { id: 'sub_1', status: 'canceled', current_period_end: 5 }),
    );
    expect(old).toMatchObject({ action: 'delete', periodEnd: new Date(5000) });
    expect(command(evt('customer.subscription.deleted', { id: 'sub_1', status: 'canceled' })).action).toBe('delete');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.constantFrom('checkout.session.completed', 'invoice.paid', 'customer.subscription.updated', 'x'),
        (object, type) => {
          const parsed = parseStripeEvent({ id: 'evt', type, data: { object } });
          expect(['command', 'ignored']).toContain(parsed.kind);
        },
      ),
    );
    expect(parseStripeEvent(null).kind).toBe('ignored');
  });
});

describe('checkout rules', () => {
  const session = (over: Partial<CheckoutSessionInfo> = {}): CheckoutSessionInfo => ({
    id: 'cs_1',
    userId: USER,
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    status: 'complete',
    paymentStatus: 'paid',
    ...over,
  });

  it('grants only a complete, paid session to the user who started it', () => {
    expect(judgeSession(session(), USER)).toBe('ok');
    expect(judgeSession(session({ paymentStatus: 'no_payment_required' }), USER)).toBe('ok');
    expect(judgeSession(session({ userId: 'someone-else' }), USER)).toBe('not_yours');
    expect(judgeSession(session({ userId: null }), USER)).toBe('not_yours');
    expect(judgeSession(session({ status: 'open', paymentStatus: 'unpaid' }), USER)).toBe('unpaid');
    expect(judgeSession(session({ status: 'expired' }), USER)).toBe('unpaid');
  });

  it('builds the same grant as the webhook, without anything from the client', () => {
    expect(grantFromSession(session(), USER)).toMatchObject({
      action: 'grant',
      eventId: null,
      subscriptionId: 'sub_1',
    });
    expect(successUrl('https://x.test')).toBe(
      'https://x.test/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(cancelUrl('https://x.test')).toBe('https://x.test/pricing');
  });
});
