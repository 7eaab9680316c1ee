// The app's verifier (createJwtVerifier) with tokens from the real local auth service, in both wirings:
// the key set handed over in-process (local mode) and the JWKS URL (how production reads Supabase's keys).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier } from '../../edge/adapters/jwt-verifier.ts';
import { type LocalAuthServer, startLocalAuthServer } from '../helpers/auth.ts';

let srv: LocalAuthServer;
let other: LocalAuthServer;
beforeAll(async () => {
  [srv, other] = await Promise.all([startLocalAuthServer(), startLocalAuthServer()]);
});
afterAll(async () => {
  await Promise.all([srv?.stop(), other?.stop()]);
});

async function freshSession(server: LocalAuthServer) {
  const { data, error } = await server.client().auth.signUp({
    email: `v-${randomUUID().slice(0, 8)}@example.com`,
    password: 'verify-pass-1',
    options: { data: { first_name: 'Vera', last_name: 'Fyer' } },
  });
  expect(error).toBeNull();
  return data.session!;
}

describe('verifier with the local auth service', () => {
  it('accepts a fresh token with the in-process key set', async () => {
    const session = await freshSession(srv);
    const verifier = createJwtVerifier({ jwks: srv.auth.jwks(), issuer: srv.auth.issuer, audience: 'authenticated' });
    await expect(verifier.verify(session.access_token)).resolves.toEqual({
      userId: session.user.id,
      email: session.user.email,
      metadata: { first_name: 'Vera', last_name: 'Fyer' },
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('accepts a fresh token through the JWKS URL, as production does with Supabase', async () => {
    const session = await freshSession(srv);
    const verifier = createJwtVerifier({
      jwks: new URL(`${srv.url}/auth/v1/.well-known/jwks.json`),
      issuer: `${srv.url}/auth/v1`,
      audience: 'authenticated',
    });
    expect((await verifier.verify(session.access_token)).userId).toBe(session.user.id);
  });

  it("rejects another service's token (different key) and a token from the wrong issuer", async () => {
    const foreign = await freshSession(other);
    const verifier = createJwtVerifier({ jwks: srv.auth.jwks(), issuer: other.auth.issuer });
    await expect(verifier.verify(foreign.access_token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const own = await freshSession(srv);
    await expect(verifier.verify(own.access_token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
