// Turns an auth.users row into GoTrue's User JSON (models.User) and the token response
// (tokens.AccessTokenResponse), the shapes supabase-js stores as `session.user` / `session`.
import type { AuthUserRow } from './repo.ts';

function iso(v: Date | string | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

export function jsonObject(v: Record<string, unknown> | string | null | undefined): Record<string, unknown> {
  if (!v) return {};
  return typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v;
}

export function toUserJson(row: AuthUserRow): Record<string, unknown> {
  const created = iso(row.created_at);
  const confirmed = iso(row.email_confirmed_at);
  const lastSignIn = iso(row.last_sign_in_at);
  const userMetadata = jsonObject(row.raw_user_meta_data);
  // Email users have exactly one identity whose provider id is the user id (GoTrue does the same).
  const identity = {
    identity_id: row.id,
    id: row.id,
    user_id: row.id,
    identity_data: { ...userMetadata, sub: row.id, email: row.email, email_verified: true, phone_verified: false },
    provider: 'email',
    last_sign_in_at: lastSignIn ?? created,
    created_at: created,
    updated_at: iso(row.updated_at),
    email: row.email,
  };
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email ?? '',
    email_confirmed_at: confirmed,
    phone: '',
    confirmed_at: confirmed,
    last_sign_in_at: lastSignIn,
    app_metadata: jsonObject(row.raw_app_meta_data),
    user_metadata: userMetadata,
    identities: [identity],
    created_at: created,
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous,
  };
}

export function tokenResponse(t: {
  accessToken: string;
  expiresAt: number;
  expiresIn: number;
  refreshToken: string;
  user: AuthUserRow;
}): Record<string, unknown> {
  return {
    access_token: t.accessToken,
    token_type: 'bearer',
    expires_in: t.expiresIn,
    expires_at: t.expiresAt,
    refresh_token: t.refreshToken,
    user: toUserJson(t.user),
  };
}
