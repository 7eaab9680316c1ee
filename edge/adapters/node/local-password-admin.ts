// PasswordAdmin over the local auth service: a new hash and every session (so every refresh token) revoked,
// in one transaction (local-auth/admin.ts).
import type { PasswordAdmin } from '../../ports.ts';
import type { LocalAuthAdmin } from './local-auth/index.ts';

export function localPasswordAdmin(admin: LocalAuthAdmin): PasswordAdmin {
  return { setPassword: (userId, password) => admin.setPassword(userId, password) };
}
