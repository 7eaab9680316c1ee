import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from './auth/auth-context.tsx';
import { createAuthStore } from './auth/auth-store.ts';
import { FullPageMessage } from './components/full-page-message.tsx';
import { loadConfig } from './lib/config.ts';
import { authStorageKey, loadSupabase } from './lib/supabase.ts';
import { registerServiceWorker } from './pwa.ts';
import { analysesKeys } from './queries/analyses.ts';
import { createQueryClient } from './queries/query-client.ts';
import { userKeys } from './queries/user.ts';
import { createAppRouter } from './router.tsx';

const container = document.getElementById('root')!;
const root = createRoot(container);
// The landing page arrives prerendered (scripts/prerender.ts): it stays on screen until the app renders the same
// markup over it. Anywhere else (a deep link on a host that answers every path with index.html) it is replaced.
const prerendered = container.hasAttribute('data-prerendered') && location.pathname === '/';

async function boot(): Promise<void> {
  if (!prerendered) root.render(<FullPageMessage busy title="Loading..." />);
  const config = await loadConfig();
  const queryClient = createQueryClient();
  const auth = createAuthStore(
    () => loadSupabase(config),
    ({ event, session }) => {
      if (event === 'SIGNED_OUT' || !session) {
        queryClient.removeQueries({ queryKey: userKeys.all });
        queryClient.removeQueries({ queryKey: analysesKeys.all });
        return;
      }
      // Registration makes the row through its own first request; everywhere else a new token re-reads the user.
      if (location.pathname !== '/register')
        void queryClient.invalidateQueries({ queryKey: userKeys.one(session.user.id) });
    },
    { storageKey: authStorageKey(config) },
  );
  const router = createAppRouter({ queryClient, auth, config });
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  // Over the prerendered landing page nothing waits for this render, so it runs as a transition: React renders in
  // slices that leave the main thread free between them instead of one long task.
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);
}

boot().catch(() => {
  root.render(
    <FullPageMessage title="Profile Score can't start right now">
      <p className="max-w-md text-slate-600">We couldn't reach the server. Check your connection and try again.</p>
      <button
        type="button"
        onClick={() => location.reload()}
        className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
      >
        Try again
      </button>
    </FullPageMessage>,
  );
});

registerServiceWorker();
