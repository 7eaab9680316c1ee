// The one database seam. Implemented over PGlite (embedded default) and postgres.js
// (DATABASE_URL on Node, Hyperdrive in the Worker). Parameters are positional ($1, $2, ...).
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs a script of several statements without parameters (migrations). Optional so that small test doubles
   * need not provide it; both real implementations do.
   */
  exec?(text: string): Promise<void>;
  /** Runs fn in one transaction; rolls back if it throws. Nested calls use a savepoint. */
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction as role `authenticated` with the JWT claims Supabase would set, so RLS applies. */
  asUser<T>(userId: string, fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Only where this process is the database's one client (embedded PGlite); see SqlVersion. */
  readonly version?: SqlVersion;
}

/**
 * What a read cache needs to prove nothing changed since it read: a counter bumped whenever a statement that
 * could write starts or settles, and two ways to read that cannot write and so leave the counter alone.
 * Sound only when every writer goes through this one handle, which is why the PostgreSQL driver has none
 * (other servers, the Worker, the Supabase dashboard write to the same database).
 */
export interface SqlVersion {
  current(): number;
  /** One SELECT that calls no function (checked: no parenthesis in the text), so it cannot write. */
  select<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** asUser in a READ ONLY transaction: PostgreSQL itself refuses any write attempted inside. */
  readAsUser<T>(userId: string, fn: (sql: Sql) => Promise<T>): Promise<T>;
}
