// The Sql seam on both drivers: transactions, savepoints, asUser scoping, and PGlite's serialisation.
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { eachDb, pgliteDb, seedUser } from '../helpers/db.ts';

eachDb('sql adapter', (db) => {
  it('rolls a transaction back when the callback throws', async () => {
    await db.sql.query('create table if not exists t_tx (v int)');
    await expect(
      db.sql.tx(async (tx) => {
        await tx.query('insert into t_tx values (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.sql.query('select * from t_tx')).toEqual([]);
  });

  it('a nested tx is a savepoint: its failure leaves the outer work intact', async () => {
    await db.sql.query('create table if not exists t_sp (v int)');
    await db.sql.tx(async (tx) => {
      await tx.query('insert into t_sp values (1)');
      await expect(
        tx.tx(async (inner) => {
          await inner.query('insert into t_sp values (2)');
          await inner.query('select 1/0');
        }),
      ).rejects.toThrow(/division by zero/);
      await tx.query('insert into t_sp values (3)');
    });
    const rows = await db.sql.query<{ v: number }>('select v from t_sp order by v');
    expect(rows.map((r) => r.v)).toEqual([1, 3]);
  });

  it('asUser inside a transaction restores the outer identity afterwards', async () => {
    const a = await seedUser(db.sql);
    const seen = await db.sql.tx(async (tx) => {
      const inner = await tx.asUser(a, (u) =>
        u.query<{ u: string; uid: string }>('select current_user as u, auth.uid() as uid'),
      );
      const outer = await tx.query<{ u: string; uid: string | null }>('select current_user as u, auth.uid() as uid');
      return { inner: inner[0], outer: outer[0] };
    });
    expect(seen.inner).toEqual({ u: 'authenticated', uid: a });
    expect(seen.outer.u).not.toBe('authenticated');
    expect(seen.outer.uid).toBeNull();
  });

  it('binds the claims as a parameter: a hostile id cannot inject SQL or claims', async () => {
    const evil = `x", "sub": "y'); drop table public.users; --`;
    await expect(db.sql.asUser(evil, (tx) => tx.query('select auth.uid()'))).rejects.toMatchObject({ code: '22P02' });
    const still = await db.sql.query("select to_regclass('public.users')::text as t");
    expect(still[0]).toEqual({ t: 'users' });
  });

  it('runs multi-statement scripts with exec', async () => {
    await db.sql.exec!('create table t_exec (v int); insert into t_exec values (7); insert into t_exec values (8);');
    const rows = await db.sql.query<{ n: number }>('select count(*)::int as n from t_exec');
    expect(rows[0].n).toBe(2);
  });

  it('concurrent read-modify-write transactions never interleave when locked', async () => {
    await db.sql.query('create table if not exists t_counter (id int primary key, n int)');
    await db.sql.query('insert into t_counter values (1, 0) on conflict do nothing');
    // Read, yield to the event loop, write: lost updates unless transactions are isolated. PostgreSQL needs the
    // row lock; PGlite serialises whole transactions on its single connection.
    const lock = db.kind === 'postgres' ? ' for update' : '';
    await Promise.all(
      Array.from({ length: 30 }, () =>
        db.sql.tx(async (tx) => {
          const [row] = await tx.query<{ n: number }>(`select n from t_counter where id = 1${lock}`);
          await sleep(1);
          await tx.query('update t_counter set n = $1 where id = 1', [row.n + 1]);
        }),
      ),
    );
    const [row] = await db.sql.query<{ n: number }>('select n from t_counter where id = 1');
    expect(row.n).toBe(30);
  });
});

// PGlite only: PostgreSQL computes in its own process.
it('PGlite: queued calls leave the event loop a turn between them, in arrival order', async () => {
  const sql = await pgliteDb();
  // PGlite computes on this thread: back-to-back queued calls would keep the server from reading its sockets.
  const order: string[] = [];
  const calls = Array.from({ length: 6 }, (_, i) =>
    sql.query('select $1::int as i', [i]).then(() => order.push(`q${i}`)),
  );
  setImmediate(() => order.push('io'));
  await Promise.all(calls);
  await sql.close();
  expect(order.filter((x) => x !== 'io')).toEqual(['q0', 'q1', 'q2', 'q3', 'q4', 'q5']);
  const io = order.indexOf('io');
  expect(io).toBeGreaterThanOrEqual(0);
  expect(io).toBeLessThan(order.length - 1);
});
