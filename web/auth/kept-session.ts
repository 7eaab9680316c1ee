// The session supabase-js persisted, read without asking supabase-js (which would try to refresh it first).
import type { Session } from '@supabase/supabase-js';

export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The stored session when it looks like one (signed-in user with tokens), else null. */
export function keptSession(storageKey: string | undefined): Session | null {
  if (!storageKey) return null;
  try {
    const raw = localStorage.getItem(storageKey);
    const value = raw ? (JSON.parse(raw) as Partial<Session> | null) : null;
    if (!value?.access_token || !value.refresh_token || !value.user?.id) return null;
    return value as Session;
  } catch {
    return null;
  }
}

// What supabase-js picks up from the address (detectSessionInUrl: a confirmation or recovery link) or what the
// signed-in layout adopts (the return from checkout, web/features/billing/return-session.ts).
const URL_AUTH_PARAM = /[?#&](?:access_token|refresh_token|error_description|code)=/;

/**
 * Whether supabase-js may have something to restore on this page: anything stored under its key (even a session
 * that needs a refresh, or a damaged one it will clean up), or auth parameters in the URL. When neither, there is
 * no session, and supabase-js need not be loaded to say so. Unknown key or unreadable storage: assume there is.
 */
export function mayHaveSession(storageKey: string | undefined): boolean {
  if (typeof location !== 'undefined' && URL_AUTH_PARAM.test(location.href)) return true;
  if (!storageKey) return true;
  try {
    return localStorage.getItem(storageKey) !== null;
  } catch {
    return true;
  }
}

/**
 * Whether this visitor may be signed in, before the config (and so the storage key) is known: a session stored
 * under any supabase-js key, or auth parameters in the URL. Unreadable storage: assume so.
 */
export function maySignedIn(): boolean {
  if (typeof location !== 'undefined' && URL_AUTH_PARAM.test(location.href)) return true;
  try {
    return Object.keys(localStorage).some((k) => /^sb-.+-auth-token$/.test(k));
  } catch {
    return true;
  }
}
