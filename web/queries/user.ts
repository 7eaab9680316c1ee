// The signed-in user's row from GET /api/me, shared by route guards (ensureQueryData) and components (useQuery).

import type { User } from '@supabase/supabase-js';
import { queryOptions } from '@tanstack/react-query';
import type { MeDto } from '../../edge/core/api.ts';
import { FREE_SCANS } from '../../edge/core/plans.ts';
import type { AuthStore } from '../auth/auth-store.ts';
import { ApiError, api, SignedOutError } from '../lib/api.ts';

/**
 * `source: 'device'` marks the last row seen, read from the device while the server is unreachable; 'auth' a user
 * built from the auth session alone (no row reachable, none kept).
 */
export interface AppUser extends MeDto {
  source: 'row' | 'device' | 'auth';
}

export const USER_CACHE_MS = 30_000;

/** The user query's keys: every user (sign-out forgets them all), or one. */
export const userKeys = {
  all: ['user'] as const,
  one: (userId: string) => ['user', userId] as const,
};

export function userQueryOptions(auth: AuthStore, userId: string) {
  return queryOptions({
    queryKey: userKeys.one(userId),
    queryFn: () => fetchAppUser(auth),
    staleTime: USER_CACHE_MS,
    gcTime: USER_CACHE_MS,
  });
}

async function fetchAppUser(auth: AuthStore): Promise<AppUser> {
  const session = await auth.getSession();
  if (!session) throw new SignedOutError();
  // Loaded on demand: Dexie stays off the public pages' first load.
  const device = import('../local/me-cache.ts');
  try {
    const row = await api('me', { token: session.access_token });
    void device.then((d) => d.saveMe(row));
    return { ...row, source: 'row' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw new SignedOutError();
    // Spec section 4: a session without a user row is treated as free, and if the fetch throws (offline, server
    // down) the bare auth user is used, so a signed-in user is never locked out of cached screens. The last row
    // this device saw is closer to the truth than that guess, so it comes first.
    const kept = await device.then((d) => d.readMe(session.user.id)).catch(() => undefined);
    return kept ? { ...kept, source: 'device' } : fromAuthUser(session.user);
  }
}

export function fromAuthUser(user: User): AppUser {
  const meta = user.user_metadata ?? {};
  return {
    supabase_id: user.id,
    email: user.email ?? '',
    first_name: typeof meta.first_name === 'string' ? meta.first_name : '',
    last_name: typeof meta.last_name === 'string' ? meta.last_name : '',
    subscription_tier: 'free',
    scans_remaining: FREE_SCANS,
    scans_used: 0,
    current_period_end: null,
    cancel_at_period_end: false,
    source: 'auth',
  };
}
