// Sql over PGlite, the embedded default. PGlite is one connection: its transaction() holds an exclusive lock
// until the callback settles, and plain queries queue behind it, so concurrent callers are serialised safely
// (a transaction is never interleaved with another caller's statements).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { ENTER_READ_ONLY, enterUser, nestedAsUser, userClaims } from '../db/as-user.ts';
import type { Sql, SqlVersion } from '../db/sql.ts';

/** Opens (creating when missing) a PGlite database in dataDir; memory when dataDir is undefined. */
export async function pgliteSql(dataDir?: string, options: PGliteOptions = {}): Promise<Sql> {
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) await initdbInChild(dataDir);
  // PostgreSQL's default 128 MB of shared buffers costs hundreds of MB of RSS in PGlite's wasm heap; one
  // machine's data fits in far less.
  const db = await PGlite.create(dataDir, { postgresqlconf: ['shared_buffers = 16MB'], ...options });
  return wrapPglite(db);
}

// initdb grows the wasm heap to ~700 MB, and a process does not give that back to the system even once the heap
// is freed (a worker thread left the server at 310 MB of RSS, 920 MB peak). It runs once, in a child process; the
// server then opens the finished data directory at ~100 MB.
async function initdbInChild(dataDir: string): Promise<void> {
  const entry = import.meta.resolve('@electric-sql/pglite');
  const code = `const { PGlite } = await import(${JSON.stringify(entry)});
    const db = await PGlite.create(${JSON.stringify(dataDir)});
    await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const status = await new Promise<number | null>((ok, fail) => {
    child.once('error', fail);
    child.once('exit', ok);
  });
  if (status !== 0) throw new Error(`PGlite initdb exited with ${status}: ${stderr.slice(-2000)}`);
}

export function wrapPglite(db: PGlite): Sql {
  return wrap(db, db, 0, { n: 0 }, true, turns());
}

/**
 * Top-level calls take turns, one at a time and in arrival order, with a return to the event loop before each.
 * PGlite computes on this thread: without the pause a queue of waiting calls runs back to back in one chain of
 * microtasks, the server reads no socket meanwhile, and under load some connections waited seconds while others
 * were served (p99 1.1-1.8 s against a p50 of ~230 ms at 32 connections).
 */
type Turns = <T>(run: () => Promise<T>) => Promise<T>;

function turns(): Turns {
  let tail: Promise<unknown> = Promise.resolve();
  return (run) => {
    const mine = tail.then(() => new Promise<void>((r) => setImmediate(r))).then(run);
    tail = mine.catch(() => {});
    return mine;
  };
}

// PGlite lives in this process and nothing else can open its directory, so every write passes through here: the
// counter below sees them all, which makes Sql.version sound (edge/adapters/db/sql.ts).
interface Counter {
  n: number;
}

/** Bumps the counter when a possibly-writing call starts and again when it settles. */
async function counted<T>(counter: Counter | null, run: () => Promise<T>): Promise<T> {
  if (!counter) return run();
  counter.n++;
  try {
    return await run();
  } finally {
    counter.n++;
  }
}

/** Inside a transaction the turn is already held: statements run straight away. */
const held: Turns = (run) => run();

function version(root: PGlite, counter: Counter, turn: Turns): SqlVersion {
  return {
    current: () => counter.n,
    async select<T>(text: string, params?: unknown[]) {
      // A tripwire on the contract: no call, no second statement, no SELECT INTO (which creates a table).
      if (!/^\s*select\b/i.test(text) || /[(;]|\binto\b/i.test(text))
        throw new Error('version.select takes one SELECT that calls no function');
      return turn(async () => (await root.query<T>(text, params)).rows);
    },
    readAsUser<T>(userId: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
      return turn(() =>
        root.transaction(async (t) => {
          await t.query(ENTER_READ_ONLY, [userClaims(userId)]);
          return fn(wrap(t, root, 1, null, false, held));
        }),
      );
    },
  };
}

/** counter: null inside a READ ONLY transaction, whose statements cannot write and so are not counted. */
function wrap(
  conn: PGlite | Transaction,
  root: PGlite,
  depth: number,
  counter: Counter | null,
  top: boolean,
  turn: Turns,
): Sql {
  const self: Sql = {
    kind: 'pglite',
    version: top && counter ? version(root, counter, turn) : undefined,
    query<T>(text: string, params?: unknown[]) {
      return counted(counter, () => turn(async () => (await conn.query<T>(text, params)).rows));
    },
    exec(text: string) {
      return counted(counter, () =>
        turn(async () => {
          await conn.exec(text);
        }),
      );
    },
    tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
      if (depth === 0)
        return counted(counter, () => turn(() => root.transaction((t) => fn(wrap(t, root, 1, counter, false, held)))));
      // Nested: a savepoint on the same transaction (PGlite has no savepoint helper).
      return counted(counter, async () => {
        const name = `sp_${depth}`;
        await conn.query(`savepoint ${name}`);
        try {
          const result = await fn(wrap(conn, root, depth + 1, counter, false, held));
          await conn.query(`release savepoint ${name}`);
          return result;
        } catch (err) {
          await conn.query(`rollback to savepoint ${name}`);
          throw err;
        }
      });
    },
    asUser<T>(userId: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
      if (depth > 0) return nestedAsUser(self, userId, fn);
      return self.tx(async (tx) => {
        await enterUser(tx, userId);
        return fn(tx);
      });
    },
    async close() {
      if (depth === 0 && !root.closed) await root.close();
    },
  };
  return self;
}
