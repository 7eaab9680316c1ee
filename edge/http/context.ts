import type { Deps } from '../deps.ts';
import type { AuthIdentity, UserRow } from '../ports.ts';

export interface AppEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    identity: AuthIdentity;
    user: UserRow;
  };
}
