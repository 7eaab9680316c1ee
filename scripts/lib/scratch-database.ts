// A throwaway database on a PostgreSQL server (tests, pgTAP, the bench): created empty, dropped with force so that
// connections someone forgot to close cannot keep it alive.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';

export interface ScratchDatabase {
  name: string;
  /** The server's URL with this database as its path. */
  url: string;
  drop(): Promise<void>;
}

export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (err) {
    await admin.end();
    throw err;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
