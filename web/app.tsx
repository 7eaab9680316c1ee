// The app's React tree, the one the browser renders or hydrates (web/main.tsx) and the build prerenders the public
// pages from (web/prerender.tsx): both must be the same tree, or hydration would not adopt the prerendered markup.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { AuthProvider } from './auth/auth-context.tsx';
import type { AuthStore } from './auth/auth-store.ts';
import type { createAppRouter } from './router.tsx';

export function App({
  queryClient,
  auth,
  router,
}: {
  queryClient: QueryClient;
  auth: AuthStore;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
