import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './config.ts';

/**
 * supabase-js's own default key, spelled out so the auth store can read the stored session while offline
 * (web/auth/kept-session.ts) and tell whether there is one without loading supabase-js. Same value as the
 * default, so existing sign-ins carry over.
 */
export function authStorageKey(config: AppConfig): string {
  return `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

export interface SupabaseKit {
  supabase: SupabaseClient;
  isRetryableFetchError: (error: unknown) => boolean;
}

/**
 * supabase-js (~55 KB gzip, most of the landing page's old weight) is its own chunk, loaded the first time the
 * auth store needs it (web/auth/auth-store.ts): a visitor who has never signed in does not download it.
 */
export async function loadSupabase(config: AppConfig): Promise<SupabaseKit> {
  const { createClient, isAuthRetryableFetchError } = await import('@supabase/supabase-js');
  // In local mode the server answers /api/config with the origin the page was loaded from.
  const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey || 'local-anon-key', {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      storageKey: authStorageKey(config),
    },
  });
  return { supabase, isRetryableFetchError: isAuthRetryableFetchError };
}
