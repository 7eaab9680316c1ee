// Who the client is: TRUST_PROXY as the operator writes it, the address a proxy's list header names, and which
// names and addresses mean this machine.
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHostname } from '../../edge/core/net.ts';
import { parseEnv } from '../../edge/env.ts';
import { forwardedAddress } from '../../edge/http/client-ip.ts';

describe('TRUST_PROXY', () => {
  it('names a header and how many proxies append to it', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: 'X-Forwarded-For' }).TRUST_PROXY).toEqual({ header: 'x-forwarded-for', hops: 1 });
    expect(parseEnv({ TRUST_PROXY: 'x-forwarded-for:2' }).TRUST_PROXY).toEqual({ header: 'x-forwarded-for', hops: 2 });
    expect(parseEnv({ TRUST_PROXY: 'X-Real-IP' }).TRUST_PROXY).toEqual({ header: 'x-real-ip', hops: 1 });
  });

  it('refuses a bare "true" and anything that is not a header name, saying what to write', () => {
    for (const v of ['true', '1', 'X-Forwarded-For:0', 'X Forwarded For', 'x-forwarded-for:abc']) {
      expect(() => parseEnv({ TRUST_PROXY: v }), v).toThrow(/TRUST_PROXY: name the header .*X-Forwarded-For:1/);
    }
  });
});

describe('forwardedAddress', () => {
  it('takes the entry the last trusted proxy wrote, never one the client wrote', () => {
    expect(forwardedAddress('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedAddress('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(forwardedAddress(' 2001:DB8::1 ', 1)).toBe('2001:db8::1');
  });

  it('is null when the header is missing or shorter than the proxies that should have written it', () => {
    expect(forwardedAddress(undefined, 1)).toBeNull();
    expect(forwardedAddress('', 1)).toBeNull();
    expect(forwardedAddress('203.0.113.7', 2)).toBeNull();
  });
});

describe('this machine', () => {
  it('knows loopback addresses as a socket reports them', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['192.0.2.2', '::ffff:192.0.2.2', '10.0.0.1', 'fd00::2', '0.0.0.0', 'unknown', '1270.0.0.1']) {
      expect(isLoopbackAddress(a), a).toBe(false);
    }
  });

  it('knows loopback host names', () => {
    for (const h of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '[::1]', 'localhost.']) {
      expect(isLoopbackHostname(h), h).toBe(true);
    }
    for (const h of ['evil.example', 'localhost.evil.example', '0.0.0.0', '192.168.1.20', 'profilescore.example.com']) {
      expect(isLoopbackHostname(h), h).toBe(false);
    }
  });
});
