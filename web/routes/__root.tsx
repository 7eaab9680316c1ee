import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Profile Score' }] }),
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  return (
    <>
      <HeadContent />
      <Outlet />
      <Toaster />
    </>
  );
}
