import { describe, expect, it } from 'vitest';
import { CheckoutRequest } from '../../edge/core/api.ts';
import { cancelUrl, successUrl } from '../../edge/core/billing/checkout.ts';
import { safeReturnPath } from '../../edge/core/return-path.ts';

const ORIGIN = 'https://app.test';
const ATTACKS = [
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
  '/analysis/../../x',
  '/./x',
  '/analysis?next=//evil.example',
  '/analysis#x',
  ' /analysis',
  '/a\nb',
  'analysis/1',
  `/${'a'.repeat(200)}`,
];

describe('the return path carried through checkout', () => {
  it('keeps app paths as they are', () => {
    for (const p of ['/analysis/3f0c9a52-8f0e-4c55-9d3c-1c2b3a4d5e6f', '/dashboard', '/analysis/history', '/'])
      expect(safeReturnPath(p)).toBe(p);
  });

  it('refuses anything that could leave the app, and non-strings', () => {
    for (const p of [...ATTACKS, undefined, null, 42, ['/x']]) expect(safeReturnPath(p)).toBeNull();
  });

  it('every accepted path resolves to the app origin', () => {
    for (const p of ['/analysis/1', '/a/b/c', '/x-y_z~1/']) expect(new URL(p, ORIGIN).origin).toBe(ORIGIN);
  });

  it('is carried by the success and cancel URLs only when safe', () => {
    expect(successUrl(ORIGIN, '/analysis/abc')).toBe(
      `${ORIGIN}/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}&return=%2Fanalysis%2Fabc`,
    );
    expect(cancelUrl(ORIGIN, '/analysis/abc')).toBe(`${ORIGIN}/pricing?return=%2Fanalysis%2Fabc`);
    for (const bad of ATTACKS) {
      expect(successUrl(ORIGIN, bad)).toBe(`${ORIGIN}/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}`);
      expect(cancelUrl(ORIGIN, bad)).toBe(`${ORIGIN}/pricing`);
    }
  });

  it('the checkout request refuses an unsafe return_to and accepts none', () => {
    expect(CheckoutRequest.safeParse({ plan: 'pro' }).success).toBe(true);
    expect(CheckoutRequest.safeParse({ plan: 'pro', return_to: '/analysis/abc' }).success).toBe(true);
    for (const bad of ATTACKS) expect(CheckoutRequest.safeParse({ plan: 'pro', return_to: bad }).success).toBe(false);
  });
});
