import './styles.css';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { contentKey } from '../edge/core/page-content.ts';
import { App } from './app.tsx';
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
// The public pages arrive prerendered (web/prerender.tsx, at build time) as a signed-out visitor sees them. At the
// page's own address the app hydrates it (below); at any other, web/boot.ts has already put the splash in its place.
const prerenderedPath = container.dataset.prerendered;
const prerendered = prerenderedPath === location.pathname && !location.search;
let root: Root | undefined;
const show = (ui: ReactNode) => {
  root ??= createRoot(container);
  root.render(ui);
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  if (!prerendered) show(<FullPageMessage busy title="Loading..." />);
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
  const app = <App queryClient={queryClient} auth={auth} router={router} />;
  if (prerendered) {
    // Nothing waits for the app on a page that is already on screen, so its start is cut into short tasks that
    // leave the main thread free for the visitor in between: making the router, loading the route, then
    // hydrating as a transition (React works in slices).
    await nextTask();
    await router.load();
    await nextTask();
    // Hydration adopts the page only if the app's first render is the prerendered one: same screen (no redirect),
    // same config text, nobody signed in (boot.ts already shows the splash to a visitor who may be). Otherwise
    // the app draws the screen over it.
    const same =
      router.state.location.pathname === prerenderedPath &&
      container.dataset.config === contentKey(config) &&
      !auth.getSnapshot().session;
    if (same) {
      // The router's own mark of a server-rendered page (what its SSR hydrate() sets): its first render is then the
      // tree web/prerender.tsx rendered on the server. The page has no loader data to hand over; router.load() above
      // has made the same matches here.
      router.ssr = { manifest: undefined };
      startTransition(() => {
        root = hydrateRoot(container, app);
      });
    } else startTransition(() => show(app));
  } else show(app);
}

boot().catch(() => {
  show(
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
