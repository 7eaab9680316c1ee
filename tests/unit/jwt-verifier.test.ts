// The one access-token verifier: every way a token can be wrong must end in the same UNAUTHORIZED error.
import { randomUUID } from 'node:crypto';
import {
  base64url,
  type CryptoKey,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier, SESSION_INVALID } from '../../edge/adapters/jwt-verifier.ts';
import { signAccessToken } from '../../edge/adapters/node/local-auth/tokens.ts';
import { AppError } from '../../edge/core/errors.ts';
import type { AuthVerifier } from '../../edge/ports.ts';

const ISSUER = 'http://127.0.0.1:9999/auth/v1';
const KID = 'test-key';
const now = () => Math.floor(Date.now() / 1000);

let privateKey: CryptoKey;
let publicPem: string;
let jwks: JSONWebKeySet;
let verifier: AuthVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  publicPem = await exportSPKI(pair.publicKey);
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'ES256', use: 'sig' }] };
  verifier = createJwtVerifier({ jwks, issuer: ISSUER, audience: 'authenticated' });
});

function claims(over: JWTPayload = {}): JWTPayload {
  const t = now();
  return {
    iss: ISSUER,
    aud: 'authenticated',
    sub: randomUUID(),
    iat: t,
    exp: t + 3600,
    role: 'authenticated',
    ...over,
  };
}

function sign(payload: JWTPayload, key: CryptoKey | Uint8Array = privateKey, alg = 'ES256', kid = KID) {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT', kid }).sign(key);
}

async function expectRejected(token: string) {
  const err = await verifier.verify(token).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code: 'UNAUTHORIZED', message: SESSION_INVALID, status: 401 });
}

describe('createJwtVerifier', () => {
  it('accepts a valid ES256 token and returns the identity', async () => {
    const sub = randomUUID();
    const token = await sign(claims({ sub, email: 'a@b.co', user_metadata: { first_name: 'Ann' } }));
    await expect(verifier.verify(token)).resolves.toEqual({
      userId: sub,
      email: 'a@b.co',
      metadata: { first_name: 'Ann' },
      sessionId: null,
    });
  });

  it("accepts a token minted by the local auth service's signer", async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    const { token } = await signAccessToken(
      { kid: KID, privateKey },
      {
        issuer: ISSUER,
        userId,
        email: 'z@y.io',
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: { last_name: 'Lee' },
        sessionId,
        authenticatedAt: now(),
        isAnonymous: false,
        now: new Date(),
      },
    );
    const id = await verifier.verify(token);
    expect(id).toEqual({ userId, email: 'z@y.io', metadata: { last_name: 'Lee' }, sessionId });
  });

  it('rejects a missing token', async () => {
    await expectRejected('');
  });

  it('rejects garbage', async () => {
    await expectRejected('not.a.jwt');
  });

  it('rejects an expired token', async () => {
    await expectRejected(await sign(claims({ iat: now() - 7200, exp: now() - 3600 })));
  });

  it('rejects a token that is not yet valid (nbf in the future)', async () => {
    await expectRejected(await sign(claims({ nbf: now() + 600 })));
  });

  it('rejects a bad signature (same kid, another key)', async () => {
    const other = await generateKeyPair('ES256');
    await expectRejected(await sign(claims(), other.privateKey));
  });

  it('rejects alg: none', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT', kid: KID }));
    const body = base64url.encode(JSON.stringify(claims()));
    await expectRejected(`${header}.${body}.`);
  });

  it('rejects HS256 signed with the public key as the HMAC secret', async () => {
    const secret = new TextEncoder().encode(publicPem);
    await expectRejected(await sign(claims(), secret, 'HS256'));
    const jwkSecret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
    await expectRejected(await sign(claims(), jwkSecret, 'HS256'));
  });

  it('rejects an algorithm outside the allow-list even when its key is published', async () => {
    const p384 = await generateKeyPair('ES384', { extractable: true });
    const withP384 = createJwtVerifier({
      jwks: { keys: [...jwks.keys, { ...(await exportJWK(p384.publicKey)), kid: 'p384', alg: 'ES384' }] },
      issuer: ISSUER,
    });
    const token = await sign(claims(), p384.privateKey, 'ES384', 'p384');
    await expect(withP384.verify(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('accepts RS256 (Supabase RSA signing keys)', async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const v = createJwtVerifier({
      jwks: { keys: [{ ...(await exportJWK(rsa.publicKey)), kid: 'rsa', alg: 'RS256' }] },
      issuer: ISSUER,
    });
    const sub = randomUUID();
    await expect(v.verify(await sign(claims({ sub }), rsa.privateKey, 'RS256', 'rsa'))).resolves.toMatchObject({
      userId: sub,
    });
  });

  it('rejects the wrong audience', async () => {
    await expectRejected(await sign(claims({ aud: 'anon' })));
  });

  it('rejects a token without audience (e.g. an anon/service key)', async () => {
    const { aud: _aud, ...rest } = claims();
    await expectRejected(await sign(rest));
  });

  it('rejects the wrong issuer', async () => {
    await expectRejected(await sign(claims({ iss: 'https://evil.example/auth/v1' })));
  });

  it('rejects a token without exp', async () => {
    const { exp: _exp, ...rest } = claims();
    await expectRejected(await sign(rest));
  });

  it('rejects a token without sub', async () => {
    const { sub: _sub, ...rest } = claims();
    await expectRejected(await sign(rest));
  });

  it('rejects a tampered payload', async () => {
    const token = await sign(claims());
    const [h, , s] = token.split('.');
    const forged = base64url.encode(JSON.stringify(claims({ sub: randomUUID(), role: 'service_role' })));
    await expectRejected(`${h}.${forged}.${s}`);
  });

  it('tolerates a few seconds of clock skew, not more', async () => {
    const t = now();
    const skewed = createJwtVerifier({ jwks, issuer: ISSUER, clock: { now: () => new Date((t + 3603) * 1000) } });
    const token = await sign(claims({ iat: t, exp: t + 3600 }));
    await expect(skewed.verify(token)).resolves.toBeTruthy();
    const late = createJwtVerifier({ jwks, issuer: ISSUER, clock: { now: () => new Date((t + 3660) * 1000) } });
    await expect(late.verify(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
