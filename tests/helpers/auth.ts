// The local auth service as supabase-js sees it: mounted at /auth/v1 of a real HTTP server on 127.0.0.1
// (random port) over a migrated database, plus real supabase-js clients pointed at it.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import ws from 'ws';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { createLocalAuth, type LocalAuth } from '../../edge/adapters/node/local-auth/index.ts';
import type { Clock } from '../../edge/ports.ts';
import { pgliteDb } from './db.ts';

export interface LocalAuthServer {
  /** Server origin; supabase-js appends /auth/v1 itself. */
  url: string;
  auth: LocalAuth;
  sql: Sql;
  client(): SupabaseClient;
  /** Stops the server; closes the database only when this helper opened it. */
  stop(): Promise<void>;
}

export function supabaseClient(url: string): SupabaseClient {
  return createClient(url, 'local-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js refuses to construct without one.
    realtime: { transport: ws as never },
  });
}

/** Over `sql` when given (e.g. a suite's eachDb database), else over a fresh migrated PGlite. */
export async function startLocalAuthServer(opts: { clock?: Clock; sql?: Sql } = {}): Promise<LocalAuthServer> {
  const ownsDb = !opts.sql;
  const sql = opts.sql ?? (await pgliteDb());
  const root = new Hono();
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The issuer contains the port, so the sub-app is mounted (as edge/node.ts does) once the port is known;
  // Hono accepts routes until its first request.
  const auth = await createLocalAuth({ sql, publicUrl: url, clock: opts.clock });
  root.route('/auth/v1', auth.app);
  return {
    url,
    auth,
    sql,
    client: () => supabaseClient(url),
    async stop() {
      await new Promise<void>((ok) => server.close(() => ok()));
      if (ownsDb) await sql.close();
    },
  };
}
