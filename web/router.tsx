import { createRouter } from '@tanstack/react-router';
import { FullPageMessage } from './components/full-page-message.tsx';
import { NotFoundPage } from './features/errors/not-found-page.tsx';
import type { RouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
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
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
