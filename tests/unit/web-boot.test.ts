// The hand checks that replaced zod on the landing page's path (zod stays out of its first load): the runtime config the app boots with,
// and the routes' search params. They must accept and reject what the zod schemas did.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../web/lib/config.ts';
import { flag, oneOf, present, text } from '../../web/lib/search-params.ts';

describe('parseConfig', () => {
  it('fills the optional fields with their defaults', () => {
    expect(parseConfig({ supabaseUrl: 'http://127.0.0.1:8787', supabaseAnonKey: '' })).toEqual({
      supabaseUrl: 'http://127.0.0.1:8787',
      supabaseAnonKey: '',
      productName: 'Profile Score',
      supportEmail: '',
      debugRoutes: false,
    });
  });

  it('keeps given values and drops unknown keys', () => {
    const config = parseConfig({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon',
      productName: 'PS',
      supportEmail: 'help@example.com',
      debugRoutes: true,
      extra: 1,
    });
    expect(config).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'anon',
      productName: 'PS',
      supportEmail: 'help@example.com',
      debugRoutes: true,
    });
  });

  it('refuses a missing or empty URL, a missing key and wrongly typed fields', () => {
    const ok = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon' };
    expect(() => parseConfig(null)).toThrow();
    expect(() => parseConfig('config')).toThrow();
    expect(() => parseConfig({ ...ok, supabaseUrl: '' })).toThrow(/supabaseUrl/);
    expect(() => parseConfig({ supabaseUrl: ok.supabaseUrl })).toThrow(/supabaseAnonKey/);
    expect(() => parseConfig({ ...ok, productName: null })).toThrow(/productName/);
    expect(() => parseConfig({ ...ok, supportEmail: 3 })).toThrow(/supportEmail/);
    expect(() => parseConfig({ ...ok, debugRoutes: 'true' })).toThrow(/debugRoutes/);
  });
});

describe('search params', () => {
  it('reads a wrong type or an over-long string as absent', () => {
    expect(text('abc', 3)).toBe('abc');
    expect(text('abcd', 3)).toBeUndefined();
    expect(text(42)).toBeUndefined();
    expect(flag(true)).toBe(true);
    expect(flag('true')).toBeUndefined();
  });

  it('falls back to the default for anything outside the allowed values', () => {
    expect(oneOf('pro', ['free', 'pro'], 'free')).toBe('pro');
    expect(oneOf('gold', ['free', 'pro'], 'free')).toBe('free');
    expect(oneOf(undefined, ['free', 'pro'], 'free')).toBe('free');
  });

  it('leaves absent values out of the result', () => {
    expect(present({ error: undefined, token: 't' })).toEqual({ token: 't' });
    expect(Object.keys(present({ error: undefined }))).toEqual([]);
  });
});
