// PasswordAdmin over Supabase Auth's admin API, with fetch only (runs in the Worker). GoTrue's admin update
// with a password calls UpdatePassword(tx, nil), which deletes every session of the user (so every refresh
// token) in the same transaction, as the local auth service does.
// https://github.com/supabase/auth/blob/master/internal/api/admin.go (adminUserUpdate)
// https://supabase.com/docs/reference/api/auth-admin-update-user (PUT /auth/v1/admin/users/{id})

import { isUuid } from '../core/ids.ts';
import type { PasswordAdmin } from '../ports.ts';

export interface SupabasePasswordAdminOptions {
  /** Project URL, e.g. https://xyz.supabase.co (no /auth/v1). */
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class SupabaseAdminError extends Error {
  constructor(readonly status: number) {
    super(`Supabase Auth admin API answered ${status}`);
    this.name = 'SupabaseAdminError';
  }
}

export function supabasePasswordAdmin(opts: SupabasePasswordAdminOptions): PasswordAdmin {
  const base = `${opts.url.replace(/\/+$/, '')}/auth/v1/admin/users`;
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  return {
    async setPassword(userId, password) {
      if (!isUuid(userId)) return false;
      const res = await doFetch(`${base}/${userId}`, {
        method: 'PUT',
        headers: {
          apikey: opts.serviceRoleKey,
          Authorization: `Bearer ${opts.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ password }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      await res.body?.cancel();
      if (res.ok) return true;
      if (res.status === 404) return false;
      // Never the body: GoTrue echoes parts of the request in some errors, and the request holds the password.
      throw new SupabaseAdminError(res.status);
    },
  };
}
