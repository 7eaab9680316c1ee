// Pure pieces of the web app's account flow: form rules and messages (spec 5, 8), email normalisation,
// the auth event gate (spec 4), the one toast system (spec 9), scans progress and the auth URL rule.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventGate } from '../../web/auth/event-gate.ts';
import { dismissToast, getToasts, TOAST_DURATION_MS, toast } from '../../web/components/ui/toast-store.ts';
import { loginSchema, registerSchema } from '../../web/features/account/schemas.ts';
import { describeSignUpError, EMAIL_TAKEN_INLINE } from '../../web/features/account/sign-up-errors.ts';
import { scansUsedFraction } from '../../web/features/dashboard/scans.ts';
import { normalizeEmail } from '../../web/lib/email.ts';
import { returnPath } from '../../web/lib/search-params.ts';
import { validate } from '../../web/lib/use-form.ts';

describe('normalizeEmail', () => {
  it('applies NFKC, strips quotes and zero-width characters, trims and lower-cases', () => {
    expect(normalizeEmail('  "Ada.Lovelace@Example.COM"  ')).toBe('ada.lovelace@example.com');
    expect(normalizeEmail('ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ada@example.com');
    expect(normalizeEmail('a\u200Bd\u200Da\uFEFF@example.com')).toBe('ada@example.com');
    expect(normalizeEmail('\u201Cada@example.com\u201D')).toBe('ada@example.com');
  });
});

describe('login form rules', () => {
  it('gives the spec messages', () => {
    const r = validate(loginSchema, { email: 'nope', password: '' });
    expect(r).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address', password: 'Password is required' },
    });
  });
  it('accepts a messy but valid email and returns it normalised', () => {
    const r = validate(loginSchema, { email: ' ADA@Example.com ', password: 'x' });
    expect(r).toEqual({ ok: true, values: { email: 'ada@example.com', password: 'x' } });
  });
});

describe('register form rules', () => {
  it('gives every spec message at once, the mismatch on the confirm field', () => {
    const r = validate(registerSchema, {
      firstName: ' ',
      lastName: '',
      email: 'x@',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(r).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email address',
        password: 'Password must be at least 8 characters',
        confirmPassword: "Passwords don't match",
      },
    });
  });
  it('trims the password before the length check and caps it at 100', () => {
    const short = validate(registerSchema, {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: '  1234567  ',
      confirmPassword: '1234567',
    });
    expect(short.ok === false && short.errors.password).toBe('Password must be at least 8 characters');
    const long = 'x'.repeat(101);
    const tooLong = validate(registerSchema, {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: long,
      confirmPassword: long,
    });
    expect(tooLong.ok === false && tooLong.errors.password).toBe('Password must be less than 100 characters');
  });
});

describe('describeSignUpError', () => {
  it('maps 422 / "already registered" to Email Already Registered with the inline text', () => {
    const taken = describeSignUpError(
      { status: 422, code: 'user_already_exists', message: 'User already registered' },
      false,
    );
    expect(taken).toMatchObject({ title: 'Email Already Registered', emailTaken: true });
    expect(describeSignUpError({ status: 400, message: 'User already registered' }, false)?.emailTaken).toBe(true);
    expect(EMAIL_TAKEN_INLINE).toBe('This email is already registered. Please try signing in instead.');
  });
  it('does not mistake a weak password (also 422) for a taken email', () => {
    const weak = describeSignUpError({ status: 422, code: 'weak_password', message: 'Password is too weak' }, false);
    expect(weak).toEqual({ title: 'Registration Failed', description: 'Password is too weak', emailTaken: false });
  });
  it('falls back to the spec texts', () => {
    expect(describeSignUpError({ status: 500, message: '' }, false)?.description).toBe('Failed to create account.');
    expect(describeSignUpError(null, false)).toEqual({
      title: 'Registration Failed',
      description: 'Failed to create account',
      emailTaken: false,
    });
    expect(describeSignUpError(null, true)).toBeNull();
  });
});

describe('auth event gate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers only the last event of a 150 ms burst and drops exact repeats', () => {
    const seen: string[] = [];
    const gate = createEventGate<{ access_token: string }>((e) => seen.push(`${e.event}:${e.session?.access_token}`));
    gate.push('INITIAL_SESSION', null);
    gate.push('SIGNED_OUT', null);
    gate.push('SIGNED_IN', { access_token: 't1' });
    vi.advanceTimersByTime(149);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['SIGNED_IN:t1']);
    gate.push('SIGNED_IN', { access_token: 't1' });
    vi.advanceTimersByTime(150);
    expect(seen).toEqual(['SIGNED_IN:t1']);
    gate.push('TOKEN_REFRESHED', { access_token: 't2' });
    vi.advanceTimersByTime(150);
    expect(seen).toEqual(['SIGNED_IN:t1', 'TOKEN_REFRESHED:t2']);
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it('shows one toast at a time: the newest replaces the current one', () => {
    toast({ title: 'Login failed', variant: 'error' });
    toast({ title: 'Login successful', variant: 'success' });
    expect(getToasts().map((t) => t.title)).toEqual(['Login successful']);
  });

  it('removes success after 2000 ms, default and error after 4000 ms, keeps loading', () => {
    expect(TOAST_DURATION_MS).toMatchObject({ success: 2000, default: 4000, error: 4000 });
    toast({ title: 'ok', variant: 'success' });
    vi.advanceTimersByTime(1999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
    toast({ title: 'bad', variant: 'error' });
    vi.advanceTimersByTime(3999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
    toast({ title: 'working', variant: 'loading' });
    vi.advanceTimersByTime(60_000);
    expect(getToasts().map((t) => t.title)).toEqual(['working']);
  });

  it('a replaced toast cannot remove its successor when its own timer fires', () => {
    toast({ title: 'first', variant: 'success' });
    vi.advanceTimersByTime(1000);
    toast({ title: 'second', variant: 'error' });
    vi.advanceTimersByTime(1500);
    expect(getToasts().map((t) => t.title)).toEqual(['second']);
  });
});

describe('scansUsedFraction', () => {
  it('is used / (used + remaining), 0 when both are 0', () => {
    expect(scansUsedFraction(0, 1)).toBe(0);
    expect(scansUsedFraction(3, 12)).toBe(0.2);
    expect(scansUsedFraction(0, 0)).toBe(0);
  });
});

describe('the return path after login', () => {
  it('keeps a path on this site, with its search', () => {
    expect(returnPath('/analysis/0b7c9a4e-2f1d-4c55-9a53-1f2a3b4c5d6e')).toBe(
      '/analysis/0b7c9a4e-2f1d-4c55-9a53-1f2a3b4c5d6e',
    );
    expect(returnPath('/dashboard?tab=history')).toBe('/dashboard?tab=history');
  });

  it('drops anything that could leave the site', () => {
    for (const bad of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '', 42, null]) {
      expect(returnPath(bad), String(bad)).toBeUndefined();
    }
  });
});
