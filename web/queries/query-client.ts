import { QueryClient } from '@tanstack/react-query';

// Data-layer defaults (product specification, section 9): data never goes stale on its own, no refetch on focus, no
// polling, no retries. Queries that need otherwise (user: 30 s, analyses: 2 retries) say so in their own queryOptions.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
