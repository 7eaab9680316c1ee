// What every piece of the local auth service shares: the database, the signing key, the issuer, a clock.

import type { Clock, Logger } from '../../../ports.ts';
import type { Sql } from '../../db/sql.ts';
import type { SigningKeys } from './keys.ts';

export interface AuthContext {
  sql: Sql;
  keys: SigningKeys;
  /** `${publicUrl}/auth/v1`, the `iss` of every access token (Supabase: https://<ref>.supabase.co/auth/v1). */
  issuer: string;
  clock: Clock;
  log?: Logger;
}
