// Access tokens shaped like GoTrue's (tokens.Service.GenerateAccessToken) and opaque refresh tokens.
// Claims: notes/supabase-auth-api.md section 5. Refresh tokens are random and only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SigningKeys } from './keys.ts';
import { SIGNING_ALG } from './keys.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AccessTokenInput {
  issuer: string;
  userId: string;
  email: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  /** Unix seconds of the sign-in that started the session (amr timestamp). */
  authenticatedAt: number;
  isAnonymous: boolean;
  now: Date;
}

export async function signAccessToken(
  keys: Pick<SigningKeys, 'kid' | 'privateKey'>,
  input: AccessTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(input.now.getTime() / 1000);
  const expiresAt = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: input.email,
    phone: '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: input.authenticatedAt }],
    session_id: input.sessionId,
    is_anonymous: input.isAnonymous,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: 'JWT', kid: keys.kid })
    .setIssuer(input.issuer)
    .setSubject(input.userId)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
  return { token, expiresAt };
}

/** 256 random bits, base64url: opaque to clients (GoTrue only requires >= 12 characters). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
