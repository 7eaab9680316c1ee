// Sql over postgres.js: a PostgreSQL server from Node (DATABASE_URL) or through Hyperdrive in the Worker
// (postgres.js ships a `workerd` build using cloudflare:sockets; Hyperdrive's connectionString is a normal URL).
// https://developers.cloudflare.com/hyperdrive/examples/connect-to-postgres/node-postgres-drivers-and-libraries/postgres-js/
import postgres from 'postgres';
import { enterUser, nestedAsUser } from './as-user.ts';
import type { Sql } from './sql.ts';

export interface PostgresSqlOptions {
  /** Pool size. Hyperdrive pools on its side, so a Worker keeps this small (5). */
  max?: number;
  /** Named prepared statements per connection (Hyperdrive supports them); cuts a round trip per repeated query. */
  prepare?: boolean;
  /** postgres.js looks up array type oids on connect; off saves a round trip when no arrays are read. */
  fetchTypes?: boolean;
  idleTimeout?: number;
}

type Client = postgres.Sql | postgres.TransactionSql;

// PGlite sends a string bound to a json/jsonb parameter as is; postgres.js would JSON.stringify it again (a JSON
// string scalar instead of the object). Pass strings through so callers behave the same on both drivers.
const json = {
  to: 3802,
  from: [114, 3802],
  serialize: (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x)),
  parse: (x: string) => JSON.parse(x),
};

export function postgresSql(urlOrClient: string | postgres.Sql, options: PostgresSqlOptions = {}): Sql {
  const root =
    typeof urlOrClient === 'string'
      ? postgres(urlOrClient, {
          max: options.max ?? 10,
          prepare: options.prepare ?? true,
          fetch_types: options.fetchTypes ?? true,
          idle_timeout: options.idleTimeout ?? 30,
          onnotice: () => {},
          transform: { undefined: null },
          types: { json },
        })
      : urlOrClient;
  const prepare = options.prepare ?? true;
  return wrap(root, root, prepare, false);
}

function wrap(client: Client, root: postgres.Sql, prepare: boolean, inTx: boolean): Sql {
  const self: Sql = {
    kind: 'postgres',
    async query<T>(text: string, params: unknown[] = []) {
      // Without parameters postgres.js uses the simple protocol; keep the extended one for a single statement
      // so the prepared-statement cache applies.
      const rows = await client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare });
      return rows as unknown as T[];
    },
    async exec(text: string) {
      await client.unsafe(text, [], { simple: true } as never);
    },
    tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
      if (inTx) {
        return (client as postgres.TransactionSql).savepoint((sp) => fn(wrap(sp, root, prepare, true))) as Promise<T>;
      }
      return root.begin((tx) => fn(wrap(tx, root, prepare, true))) as Promise<T>;
    },
    asUser<T>(userId: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
      if (inTx) return nestedAsUser(self, userId, fn);
      return self.tx(async (tx) => {
        await enterUser(tx, userId);
        return fn(tx);
      });
    },
    async close() {
      if (!inTx) await root.end({ timeout: 5 });
    },
  };
  return self;
}
