// The GoTrue operations supabase-js calls, as plain functions of (context, parsed body). HTTP lives in routes.ts.
import { randomUUID } from 'node:crypto';
import type { AuthContext } from './context.ts';
import { AuthHttpError } from './errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import * as repo from './repo.ts';
import { type Authenticated, startSession } from './sessions.ts';
import { jsonObject, toUserJson } from './user-json.ts';
import { checkMetadataSize, checkPassword, normaliseEmail } from './validate.ts';

type Body = Record<string, unknown>;

function metadataOf(data: unknown): Record<string, unknown> | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new AuthHttpError(400, 'validation_failed', 'User metadata must be a JSON object');
  }
  return data as Record<string, unknown>;
}

/** Email signups are confirmed at once (GoTrue with autoconfirm), so the answer is always a session. */
export async function signUp(ctx: AuthContext, body: Body): Promise<Body> {
  const email = normaliseEmail(body.email);
  if (typeof body.password !== 'string' || body.password === '') {
    throw new AuthHttpError(400, 'validation_failed', 'Signup requires a valid password');
  }
  const password = checkPassword(body.password);
  const userMetadata = checkMetadataSize(metadataOf(body.data) ?? {});
  const taken = () => new AuthHttpError(422, 'user_already_exists', 'User already registered');
  // Cheap pre-check to skip the KDF; the unique index below is what actually decides under races.
  if (await repo.findUserByEmail(ctx.sql, email)) throw taken();
  const passwordHash = await hashPassword(password);
  return ctx.sql.tx(async (sql) => {
    const user = await repo.insertUser(sql, {
      id: randomUUID(),
      email,
      passwordHash,
      userMetadata,
      now: ctx.clock.now(),
    });
    if (!user) throw taken();
    return startSession(ctx, sql, user);
  });
}

const badCredentials = () => new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials');

export async function passwordGrant(ctx: AuthContext, body: Body): Promise<Body> {
  if (typeof body.email !== 'string' || body.email.trim() === '') {
    throw new AuthHttpError(400, 'validation_failed', 'missing email or phone');
  }
  const password = typeof body.password === 'string' ? body.password : '';
  const user = await repo.findUserByEmail(ctx.sql, body.email.trim().toLowerCase());
  const ok = user ? await verifyPassword(password, user.encrypted_password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw badCredentials();
  return ctx.sql.tx(async (sql) => {
    const now = ctx.clock.now();
    await repo.recordSignIn(sql, user.id, now);
    return startSession(ctx, sql, { ...user, last_sign_in_at: now });
  });
}

/** GoTrue merges `data` into user_metadata; a null value removes that key. */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

export async function updateUser(ctx: AuthContext, who: Authenticated, body: Body): Promise<Body> {
  const { user, sessionId } = who;
  if (body.email !== undefined && body.email !== null && normaliseEmail(body.email) !== user.email) {
    // A change needs a confirmation mail to both addresses; local mode has no such flow, so refuse clearly.
    throw new AuthHttpError(422, 'email_change_not_supported', 'Changing the email address is not supported here');
  }
  if (typeof body.phone === 'string' && body.phone !== '') {
    throw new AuthHttpError(422, 'validation_failed', 'Phone numbers are not supported');
  }
  const patch = metadataOf(body.data);
  let passwordHash: string | undefined;
  if (body.password !== undefined && body.password !== null) {
    const password = checkPassword(body.password);
    if (await verifyPassword(password, user.encrypted_password)) {
      throw new AuthHttpError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  const userMetadata = patch ? checkMetadataSize(mergeMetadata(jsonObject(user.raw_user_meta_data), patch)) : undefined;
  const updated = await ctx.sql.tx(async (sql) => {
    const row = await repo.updateUser(sql, user.id, { passwordHash, userMetadata, now: ctx.clock.now() });
    // A new password ends every other session (GoTrue: LogoutAllExceptMe), so a thief's refresh token dies.
    if (passwordHash) await repo.deleteSessions(sql, user.id, sessionId ? { except: sessionId } : {});
    return row;
  });
  if (!updated) throw new AuthHttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return toUserJson(updated);
}

export async function logout(ctx: AuthContext, who: Authenticated, scope: string | undefined): Promise<void> {
  const s = scope ?? 'global';
  if (s !== 'global' && s !== 'local' && s !== 'others') {
    throw new AuthHttpError(400, 'validation_failed', `Unsupported logout scope "${s}"`);
  }
  const { user, sessionId } = who;
  if (s === 'global' || !sessionId) await repo.deleteSessions(ctx.sql, user.id);
  else if (s === 'local') await repo.deleteSessions(ctx.sql, user.id, { only: sessionId });
  else await repo.deleteSessions(ctx.sql, user.id, { except: sessionId });
}

/** Same answer for known and unknown emails; the product's own reset flow (with real mail) is elsewhere. */
export async function recover(_ctx: AuthContext, body: Body): Promise<Body> {
  if (typeof body.email !== 'string' || body.email.trim() === '') {
    throw new AuthHttpError(400, 'validation_failed', 'Password recovery requires an email');
  }
  return {};
}
