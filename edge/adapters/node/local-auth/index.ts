// Local auth service (embedded default): the Supabase Auth subset supabase-js needs, over our own database.
// The node entry mounts `app` at /auth/v1 and hands `jwks` + `issuer` to createJwtVerifier, so the API
// verifies tokens without calling itself over HTTP.
import type { Hono } from 'hono';
import type { JSONWebKeySet } from 'jose';
import { type Clock, type Logger, systemClock } from '../../../ports.ts';
import type { Sql } from '../../db/sql.ts';
import { createAdmin, type LocalAuthAdmin } from './admin.ts';
import { loadSigningKeys } from './keys.ts';
import { authRoutes } from './routes.ts';

export type { LocalAuthAdmin, LocalAuthUser } from './admin.ts';

export interface LocalAuthOptions {
  sql: Sql;
  /** The `iss` of every token: `${publicUrl}/auth/v1`. Give this or publicUrl. */
  issuer?: string;
  /** Public origin of the server, e.g. http://localhost:8787. */
  publicUrl?: string;
  clock?: Clock;
  log?: Logger;
}

export interface LocalAuth {
  app: Hono;
  /** Public keys, for createJwtVerifier({ jwks: localAuth.jwks() }). */
  jwks(): JSONWebKeySet;
  issuer: string;
  admin: LocalAuthAdmin;
}

/** Needs the auth schema (supabase/local/00_auth_shim.sql) applied; creates the signing key on first use. */
export async function createLocalAuth(opts: LocalAuthOptions): Promise<LocalAuth> {
  const keys = await loadSigningKeys(opts.sql);
  const issuer = opts.issuer ?? (opts.publicUrl ? `${opts.publicUrl.replace(/\/+$/, '')}/auth/v1` : undefined);
  if (!issuer) throw new Error('createLocalAuth needs issuer or publicUrl');
  const ctx = { sql: opts.sql, keys, issuer, clock: opts.clock ?? systemClock, log: opts.log };
  return { app: authRoutes(ctx), jwks: () => keys.jwks, issuer, admin: createAdmin(ctx) };
}
