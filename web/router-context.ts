import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './auth/auth-store.ts';
import type { AppConfig } from './lib/config.ts';

/** What every route's beforeLoad/loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthStore;
  config: AppConfig;
}
