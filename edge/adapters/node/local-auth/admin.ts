// Server-side account operations for other server code (the password reset flow, account deletion).
// Same rules as the public endpoints; no HTTP, no tokens: callers are trusted code, not clients.
import type { AuthContext } from './context.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repo.ts';
import { toUserJson } from './user-json.ts';
import { checkPassword, isUuid } from './validate.ts';

export interface LocalAuthUser {
  id: string;
  email: string;
  user_metadata: Record<string, unknown>;
  created_at: string;
}

export interface LocalAuthAdmin {
  /** New hash and every session (so every refresh token) revoked. False when the user does not exist. */
  setPassword(userId: string, newPassword: string): Promise<boolean>;
  /** Removes the auth user with its sessions and tokens. False when there was none. */
  deleteUser(userId: string): Promise<boolean>;
  /** Looks a user up by email (trimmed, lower-cased as at signup). */
  findUserByEmail(email: string): Promise<LocalAuthUser | null>;
}

export function createAdmin(ctx: AuthContext): LocalAuthAdmin {
  return {
    async setPassword(userId, newPassword) {
      const password = checkPassword(newPassword);
      if (!isUuid(userId)) return false;
      const passwordHash = await hashPassword(password);
      return ctx.sql.tx(async (sql) => {
        const row = await repo.updateUser(sql, userId, { passwordHash, now: ctx.clock.now() });
        if (!row) return false;
        await repo.deleteSessions(sql, userId);
        return true;
      });
    },
    deleteUser: async (userId) => isUuid(userId) && repo.deleteUser(ctx.sql, userId),
    async findUserByEmail(email) {
      const row = await repo.findUserByEmail(ctx.sql, email.trim().toLowerCase());
      return row ? (toUserJson(row) as unknown as LocalAuthUser) : null;
    },
  };
}
