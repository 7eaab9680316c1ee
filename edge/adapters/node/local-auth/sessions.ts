// Sessions and the tokens that represent them: issuing a token pair for a session, rotating a refresh token,
// and authenticating a bearer access token the way GoTrue's JWT endpoints do (signature, then session, then user).
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Sql } from '../../db/sql.ts';
import type { AuthContext } from './context.ts';
import { AuthHttpError } from './errors.ts';
import { SIGNING_ALG } from './keys.ts';
import * as repo from './repo.ts';
import { ACCESS_TOKEN_TTL_SECONDS, hashRefreshToken, newRefreshToken, signAccessToken } from './tokens.ts';
import { jsonObject, tokenResponse } from './user-json.ts';
import { isUuid } from './validate.ts';

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/** Signs an access token and stores a fresh refresh token (child of `parentHash` when rotating). */
export async function issueTokens(
  ctx: AuthContext,
  sql: Sql,
  user: repo.AuthUserRow,
  session: { id: string; createdAt: Date | string },
  parentHash: string | null,
): Promise<Record<string, unknown>> {
  const now = ctx.clock.now();
  const { token, expiresAt } = await signAccessToken(ctx.keys, {
    issuer: ctx.issuer,
    userId: user.id,
    email: user.email,
    appMetadata: jsonObject(user.raw_app_meta_data),
    userMetadata: jsonObject(user.raw_user_meta_data),
    sessionId: session.id,
    authenticatedAt: unix(session.createdAt),
    isAnonymous: user.is_anonymous,
    now,
  });
  const refreshToken = newRefreshToken();
  await repo.insertRefreshToken(sql, {
    hash: hashRefreshToken(refreshToken),
    userId: user.id,
    sessionId: session.id,
    parent: parentHash,
    now,
  });
  return tokenResponse({ accessToken: token, expiresAt, expiresIn: ACCESS_TOKEN_TTL_SECONDS, refreshToken, user });
}

/** Starts a new session for a user who just proved who they are. Runs inside the caller's transaction. */
export async function startSession(ctx: AuthContext, sql: Sql, user: repo.AuthUserRow) {
  const now = ctx.clock.now();
  const id = randomUUID();
  await repo.createSession(sql, { id, userId: user.id, now });
  return issueTokens(ctx, sql, user, { id, createdAt: now }, null);
}

type RefreshOutcome = { ok: Record<string, unknown> } | { fail: AuthHttpError };

const notFound = () =>
  new AuthHttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it leaked or was replayed:
 * the whole session family is revoked (RFC 9700 section 4.14.2) and the revocation is committed before
 * the error is reported, which is why failures are returned from the transaction, not thrown.
 */
export async function refresh(ctx: AuthContext, refreshToken: string): Promise<Record<string, unknown>> {
  const hash = hashRefreshToken(refreshToken);
  const outcome = await ctx.sql.tx<RefreshOutcome>(async (sql) => {
    const now = ctx.clock.now();
    const row = await repo.lockRefreshToken(sql, hash);
    if (!row) return { fail: notFound() };
    if (row.revoked) {
      await repo.revokeSessionFamily(sql, row.session_id, now);
      return { fail: new AuthHttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    const session = await repo.findActiveSession(sql, row.session_id, now);
    if (!session) {
      return { fail: new AuthHttpError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
    }
    const user = await repo.findUserById(sql, row.user_id);
    if (!user) return { fail: notFound() };
    await repo.revokeRefreshToken(sql, row.id, now);
    await repo.touchSession(sql, session.id, now);
    return { ok: await issueTokens(ctx, sql, user, { id: session.id, createdAt: session.created_at }, hash) };
  });
  if ('fail' in outcome) throw outcome.fail;
  return outcome.ok;
}

export interface Authenticated {
  user: repo.AuthUserRow;
  /** null for tokens without a session_id claim (GoTrue then treats logout as global). */
  sessionId: string | null;
}

/** Checks `Authorization: Bearer <access token>` for /user and /logout. */
export async function authenticate(ctx: AuthContext, header: string | undefined): Promise<Authenticated> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!m) throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(m[1], createLocalJWKSet(ctx.keys.jwks), {
      issuer: ctx.issuer,
      audience: 'authenticated',
      algorithms: [SIGNING_ALG],
      requiredClaims: ['exp', 'sub'],
      currentDate: ctx.clock.now(),
    }));
  } catch (err) {
    const why = err instanceof Error ? err.message : 'invalid token';
    throw new AuthHttpError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  if (!isUuid(payload.sub)) {
    throw new AuthHttpError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  const sessionId = isUuid(payload.session_id) ? payload.session_id : null;
  if (sessionId && !(await repo.findActiveSession(ctx.sql, sessionId, ctx.clock.now()))) {
    throw new AuthHttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await repo.findUserById(ctx.sql, payload.sub);
  if (!user) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}
