import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { FullPageMessage } from './components/full-page-message.tsx';
import { NotFoundPage } from './features/errors/not-found-page.tsx';
import type { RouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * `history`: the browser's address bar unless given. The build's prerender (web/prerender.tsx) renders at a path in
 * memory, without the router's scroll restoration, whose server half is an inline script: the browser's router
 * restores scroll itself.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // TanStack Query owns caching: the router must always call loaders so they can consult the query cache.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ({ error }) => (
      <FullPageMessage title="Something went wrong">
        <p className="max-w-md text-slate-600">{error instanceof Error ? error.message : String(error)}</p>
        <a className="font-semibold text-brand-700 hover:underline" href="/">
          Back to home
        </a>
      </FullPageMessage>
    ),
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
