// The verifier's memory of verified tokens: it may only save work, never accept what a fresh check would refuse.
// A key set we control (a function) counts the real verifications and can be emptied to stand for a removed key.
import { randomUUID } from 'node:crypto';
import { type CryptoKey, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier } from '../../edge/adapters/jwt-verifier.ts';

const ISSUER = 'http://127.0.0.1:9999/auth/v1';
let privateKey: CryptoKey;
let jwk: Awaited<ReturnType<typeof exportJWK>>;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'ES256' };
});

function sign(over: JWTPayload = {}) {
  const t = Math.floor(Date.now() / 1000);
  const payload = { iss: ISSUER, aud: 'authenticated', sub: randomUUID(), iat: t, exp: t + 3600, ...over };
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: 'k' }).sign(privateKey);
}

/** A verifier on a clock the test moves, whose key lookups are counted and can be cut off. */
function rig(cacheSize?: number) {
  const state = { at: Date.now(), lookups: 0, keys: [jwk] };
  const verifier = createJwtVerifier({
    issuer: ISSUER,
    jwks: (header, token) => {
      state.lookups++;
      return createLocalJWKSet({ keys: state.keys })(header, token);
    },
    clock: { now: () => new Date(state.at) },
    cacheSize,
  });
  return { state, verifier };
}

describe('verified-token cache', () => {
  it('verifies a token once, then answers from memory with the same identity', async () => {
    const { state, verifier } = rig();
    const token = await sign({ email: 'c@example.test', user_metadata: { first_name: 'Cy' } });
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(second).toEqual({
      userId: first.userId,
      email: 'c@example.test',
      metadata: { first_name: 'Cy' },
      sessionId: null,
    });
    expect(state.lookups).toBe(1);
    // Shared between requests, so nobody may change it.
    expect(Object.isFrozen(second) && Object.isFrozen(second.metadata)).toBe(true);
  });

  it('checks again after a minute: a key removed from the key set stops working', async () => {
    const { state, verifier } = rig();
    const token = await sign();
    await verifier.verify(token);
    state.keys = [];
    state.at += 30_000;
    await expect(verifier.verify(token)).resolves.toBeTruthy();
    state.at += 31_000;
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('never serves a token past its exp, nor before its nbf', async () => {
    const { state, verifier } = rig();
    const t = Math.floor(state.at / 1000);
    const token = await sign({ iat: t, nbf: t, exp: t + 20 });
    await verifier.verify(token);
    state.at = (t + 26) * 1000; // past exp and the 5 s tolerance
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const early = await sign({ iat: t, nbf: t, exp: t + 3600 });
    await verifier.verify(early);
    state.at = (t - 60) * 1000; // the clock moved back before nbf
    await expect(verifier.verify(early)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('does not remember failures, and a tampered token is never a hit', async () => {
    const { state, verifier } = rig();
    const token = await sign();
    state.keys = [];
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    state.keys = [jwk];
    await expect(verifier.verify(token)).resolves.toBeTruthy();
    await expect(verifier.verify(`${token.slice(0, -2)}AA`)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is bounded: the least recently used token is forgotten first', async () => {
    const { state, verifier } = rig(2);
    const [a, b, c] = await Promise.all([sign(), sign(), sign()]);
    await verifier.verify(a);
    await verifier.verify(b);
    await verifier.verify(a); // a is now the most recent
    await verifier.verify(c); // evicts b
    const before = state.lookups;
    await verifier.verify(a);
    await verifier.verify(c);
    expect(state.lookups).toBe(before);
    await verifier.verify(b);
    expect(state.lookups).toBe(before + 1);
  });

  it('cacheSize 0 turns it off', async () => {
    const { state, verifier } = rig(0);
    const token = await sign();
    await verifier.verify(token);
    await verifier.verify(token);
    expect(state.lookups).toBe(2);
  });
});
