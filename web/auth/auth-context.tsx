import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { SignedOutError } from '../lib/api.ts';
import { type AppUser, userQueryOptions } from '../queries/user.ts';
import type { AuthSnapshot, AuthStore } from './auth-store.ts';

const AuthContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuthStore outside AuthProvider');
  return store;
}

export function useSession(): AuthSnapshot {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export const SESSION_EXPIRED = 'Session expired. Please log in again.';

/**
 * The signed-in user (row, or the auth user when the row cannot be fetched). The fetch is skipped on
 * /register (product specification, section 4): registration creates the row through its own first authenticated
 * request.
 */
export function useCurrentUser(): { user: AppUser | null; isLoading: boolean } {
  const store = useAuthStore();
  const { session, status } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const enabled = Boolean(session) && pathname !== '/register';
  const query = useQuery({ ...userQueryOptions(store, session?.user.id ?? 'none'), enabled });

  useEffect(() => {
    if (!(query.error instanceof SignedOutError)) return;
    void store.signOut().then(() => navigate({ to: '/login', search: { error: SESSION_EXPIRED } }));
  }, [query.error, store, navigate]);

  return {
    user: enabled ? (query.data ?? null) : null,
    isLoading: status === 'loading' || (enabled && query.isPending),
  };
}

/** Signs out, forgets every cached user's data, and leaves for `to` (/login, or / from the headshot page). */
export function useSignOut(): (to?: '/login' | '/') => Promise<void> {
  const store = useAuthStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/login') => {
      await store.signOut();
      // Leave first: clearing the cache under a mounted signed-in screen would make it refetch as nobody.
      await navigate({ to });
      queryClient.clear();
    },
    [store, queryClient, navigate],
  );
}
