// Every SQL statement of the local auth service, over the shared Sql seam (PGlite or PostgreSQL).
// Times come from the service's clock so that sessions and tokens agree with the JWT timestamps.
import type { Sql } from '../../db/sql.ts';

export interface AuthUserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | string;
  raw_user_meta_data: Record<string, unknown> | string;
  is_anonymous: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | string;
}

export interface RefreshTokenRow {
  id: string | number;
  user_id: string;
  session_id: string;
  revoked: boolean;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at`;

/** Inserts a confirmed user; null when the email is taken (the unique index decides, so races are safe). */
export async function insertUser(
  sql: Sql,
  u: { id: string; email: string; passwordHash: string; userMetadata: Record<string, unknown>; now: Date },
): Promise<AuthUserRow | null> {
  const rows = await sql.query<AuthUserRow>(
    `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, email_confirmed_at, last_sign_in_at,
       created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, $5, $5, $5)
     on conflict (email) where is_sso_user = false do nothing
     returning ${USER_COLUMNS}`,
    [u.id, u.email, u.passwordHash, JSON.stringify(u.userMetadata), u.now],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(sql: Sql, email: string): Promise<AuthUserRow | null> {
  const rows = await sql.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(sql: Sql, id: string): Promise<AuthUserRow | null> {
  const rows = await sql.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function recordSignIn(sql: Sql, id: string, now: Date): Promise<void> {
  await sql.query('update auth.users set last_sign_in_at = $2 where id = $1', [id, now]);
}

/** Sets the password hash and/or replaces user metadata; returns the updated row. */
export async function updateUser(
  sql: Sql,
  id: string,
  change: { passwordHash?: string; userMetadata?: Record<string, unknown>; now: Date },
): Promise<AuthUserRow | null> {
  const rows = await sql.query<AuthUserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data),
       updated_at = $4
     where id = $1 returning ${USER_COLUMNS}`,
    [id, change.passwordHash ?? null, change.userMetadata ? JSON.stringify(change.userMetadata) : null, change.now],
  );
  return rows[0] ?? null;
}

export async function deleteUser(sql: Sql, id: string): Promise<boolean> {
  const rows = await sql.query('delete from auth.users where id = $1 returning id', [id]);
  return rows.length > 0;
}

export async function createSession(sql: Sql, s: { id: string; userId: string; now: Date }): Promise<void> {
  await sql.query('insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, $3, $3)', [
    s.id,
    s.userId,
    s.now,
  ]);
}

/** A session that exists and has not been ended (not_after in the past means it was cut off). */
export async function findActiveSession(sql: Sql, id: string, now: Date): Promise<SessionRow | null> {
  const rows = await sql.query<SessionRow>(
    `select id, user_id, created_at from auth.sessions
     where id = $1 and (not_after is null or not_after > $2)`,
    [id, now],
  );
  return rows[0] ?? null;
}

/** Removes sessions (their refresh tokens cascade). `only`/`except` narrow it to or away from one session. */
export async function deleteSessions(sql: Sql, userId: string, scope: { only?: string; except?: string } = {}) {
  if (scope.only) {
    await sql.query('delete from auth.sessions where user_id = $1 and id = $2', [userId, scope.only]);
  } else if (scope.except) {
    await sql.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, scope.except]);
  } else {
    await sql.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}

export async function insertRefreshToken(
  sql: Sql,
  t: { hash: string; userId: string; sessionId: string; parent: string | null; now: Date },
): Promise<void> {
  await sql.query(
    `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)`,
    [t.hash, t.userId, t.sessionId, t.parent, t.now],
  );
}

/** Locks the token row for the rest of the transaction so two refreshes of one token cannot both win. */
export async function lockRefreshToken(sql: Sql, hash: string): Promise<RefreshTokenRow | null> {
  const rows = await sql.query<RefreshTokenRow>(
    'select id, user_id, session_id, revoked from auth.refresh_tokens where token_hash = $1 for update',
    [hash],
  );
  return rows[0] ?? null;
}

export async function revokeRefreshToken(sql: Sql, id: string | number, now: Date): Promise<void> {
  await sql.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [id, now]);
}

/** Reuse of a rotated token: every token of the session is revoked and the session is ended. */
export async function revokeSessionFamily(sql: Sql, sessionId: string, now: Date): Promise<void> {
  await sql.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1', [
    sessionId,
    now,
  ]);
  await sql.query('update auth.sessions set not_after = $2, updated_at = $2 where id = $1', [sessionId, now]);
}

export async function touchSession(sql: Sql, id: string, now: Date): Promise<void> {
  await sql.query('update auth.sessions set updated_at = $2 where id = $1', [id, now]);
}
