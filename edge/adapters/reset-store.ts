// password_reset_tokens over Sql (supabase/migrations/*_password_reset.sql). Only SHA-256 hashes are stored.
// Every comparison takes `now` from the caller's Clock, so tests can age a token without sleeping.
import type { ResetTokenStore } from '../ports.ts';
import type { Sql } from './db/sql.ts';

export class SqlResetTokenStore implements ResetTokenStore {
  constructor(private readonly sql: Sql) {}

  async issue(email: string, tokenHash: string, now: Date, expiresAt: Date): Promise<string | null> {
    // One statement whether or not the account exists (same round trips either way). The lookup goes through
    // our own users table (users_email_lower_idx), which exists both on Supabase and locally; the same
    // statement tidies the user's spent tokens so the table does not grow with every request.
    const rows = await this.sql.query<{ user_id: string }>(
      `with target as (
         select supabase_id as id from public.users where lower(email) = lower($2::text) order by created_at limit 1
       ), purge as (
         delete from public.password_reset_tokens t using target
         where t.user_id = target.id and (t.used_at is not null or t.expires_at <= $3)
       )
       insert into public.password_reset_tokens (token_hash, user_id, created_at, expires_at)
       select $1, id, $3, $4 from target
       returning user_id`,
      [tokenHash, email, now, expiresAt],
    );
    return rows[0]?.user_id ?? null;
  }

  async isValid(tokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.sql.query(
      `select 1 from public.password_reset_tokens
       where token_hash = $1 and used_at is null and expires_at > $2`,
      [tokenHash, now],
    );
    return rows.length > 0;
  }

  async consume(tokenHash: string, now: Date): Promise<string | null> {
    // The WHERE clause re-checks under the row lock: of two concurrent resets with one link, one wins.
    const rows = await this.sql.query<{ user_id: string }>(
      `update public.password_reset_tokens set used_at = $2
       where token_hash = $1 and used_at is null and expires_at > $2
       returning user_id`,
      [tokenHash, now],
    );
    return rows[0]?.user_id ?? null;
  }

  async release(tokenHash: string): Promise<void> {
    await this.sql.query('update public.password_reset_tokens set used_at = null where token_hash = $1', [tokenHash]);
  }

  async revokeOthers(userId: string, keepHash: string, now: Date): Promise<void> {
    await this.sql.query(
      `update public.password_reset_tokens set used_at = $3
       where user_id = $1 and token_hash <> $2 and used_at is null`,
      [userId, keepHash, now],
    );
  }
}
