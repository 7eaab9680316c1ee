// The session, outside React: the router's beforeLoad guards and the React tree read the same store.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { SupabaseKit } from '../lib/supabase.ts';
import { createEventGate, type GateEvent } from './event-gate.ts';
import { isOffline, keptSession, mayHaveSession } from './kept-session.ts';

export interface AuthSnapshot {
  status: 'loading' | 'ready';
  session: Session | null;
}

export interface AuthStore {
  /** supabase-js, loaded on first use (sign-in, sign-up, session restore after checkout). */
  client(): Promise<SupabaseClient>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthSnapshot;
  /** Waits for the restore on load, then asks supabase-js (which refreshes a token close to expiry). */
  getSession(): Promise<Session | null>;
  signOut(): Promise<void>;
}

export interface AuthStoreOptions {
  /** Where supabase-js persists the session (web/lib/supabase.ts): read directly while offline. */
  storageKey?: string;
}

export function createAuthStore(
  loadSupabase: () => Promise<SupabaseKit>,
  onEvent: (e: GateEvent<Session>) => void,
  options: AuthStoreOptions = {},
): AuthStore {
  // Offline, an expired access token cannot be refreshed: supabase-js retries for ~25 s, then answers "no
  // session" (keeping it stored). That must not sign the user out of the screens this device can still show
  // (docs/design.md 8), so while offline the stored session stands; back online, supabase-js refreshes it as usual.
  const kept = () => keptSession(options.storageKey);
  let kit: Promise<SupabaseKit> | null = null;
  // Nothing stored and no auth parameters in the URL: there is no session, and no need for supabase-js yet.
  const needed = () => kit !== null || mayHaveSession(options.storageKey);

  // Session restore on load: read what supabase-js persisted (refreshing it if needed) before any guard runs.
  const offlineSession = isOffline() ? kept() : null;
  const restoring = !offlineSession && needed();
  let snapshot: AuthSnapshot = { status: restoring ? 'loading' : 'ready', session: offlineSession };
  const listeners = new Set<() => void>();
  const set = (next: AuthSnapshot) => {
    snapshot = next;
    for (const l of listeners) l();
  };

  const gate = createEventGate<Session>((e) => {
    // A real sign-out clears the storage first, so only a failed refresh keeps a session here.
    const event = !e.session && isOffline() ? { ...e, session: kept() } : e;
    set({ status: 'ready', session: event.session });
    onEvent(event);
  });

  // supabase-js is loaded once something needs it. The listener is attached before anyone gets the client, so
  // no auth event is missed; a late subscriber still receives INITIAL_SESSION, as the eager client did at boot.
  const load = (): Promise<SupabaseKit> => {
    kit ??= loadSupabase().then(
      (k) => {
        k.supabase.auth.onAuthStateChange((event, session) => gate.push(event, session));
        return k;
      },
      (err) => {
        kit = null; // a failed chunk load is retried on the next need
        throw err;
      },
    );
    return kit;
  };
  // Unreachable auth server (offline, or a connection that only looks up): the stored session still opens this
  // device's copies; calls that need a fresh token fail on their own and are retried later.
  const fromSupabase = async (): Promise<Session | null> => {
    const { supabase, isRetryableFetchError } = await load();
    const { data, error } = await supabase.auth.getSession();
    if (!data.session && error && isRetryableFetchError(error)) return kept();
    return data.session;
  };

  if (offlineSession) void load().catch(() => undefined);
  const ready = restoring
    ? fromSupabase()
        .then((session) => set({ status: 'ready', session }))
        .catch(() => set({ status: 'ready', session: null }))
    : Promise.resolve();

  // Signed in from another tab of this page: supabase-js, not yet loaded here, would have told this tab through
  // its BroadcastChannel. Loading it now delivers the stored session as its INITIAL_SESSION event.
  if (typeof window !== 'undefined' && options.storageKey) {
    window.addEventListener('storage', (e) => {
      if (e.key === options.storageKey && e.newValue && !kit) void load().catch(() => undefined);
    });
  }

  return {
    client: async () => (await load()).supabase,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async getSession() {
      if (isOffline()) {
        const session = kept();
        if (session) return session;
      }
      await ready;
      if (!needed()) return null;
      return fromSupabase();
    },
    async signOut() {
      // Local scope: signing out here must not end the user's sessions on their other devices.
      const { supabase } = await load();
      await supabase.auth.signOut({ scope: 'local' });
      set({ status: 'ready', session: null });
    },
  };
}
