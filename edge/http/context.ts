import type { Deps } from '../deps.ts';
import type { AuthIdentity, UserRow } from '../ports.ts';

// Read these with c.get('name'), not c.var.name: Hono's c.var copies every variable into a new object on each
// access, which showed in the profile of a cached GET.
export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    identity: AuthIdentity;
    user: UserRow;
  };
}
