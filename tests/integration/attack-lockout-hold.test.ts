// A stranger must not be able to keep someone signed out. An attacker sends wrong passwords for the victim's email,
// five a second from a hundred addresses (behind a trusted proxy, so each is its own client) for two minutes, which
// keeps the account's slow-down full the whole time; the victim, from a fresh address every few seconds, gets in on
// the first try every time, and none of the attacker's tries gets in. Real sockets, loopback only.
// The slow-down lives in this process's memory, not in the database: the suite runs once, on PostgreSQL when
// DATABASE_URL is set and on PGlite otherwise.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { overHttp, type Served } from '../fuzz/http.ts';
import { testApp } from '../helpers/app.ts';
import { openDb } from '../helpers/db.ts';

const PASSWORD = 'correct horse battery';
const ATTACK_MS = 120_000;
const ATTACK_EVERY_MS = 200; // five tries a second
const ATTACKER_ADDRESSES = 100;
const VICTIM_EVERY_MS = 5_000;

describe(`a stranger cannot hold the owner out [${process.env.DATABASE_URL ? 'postgres' : 'pglite'}]`, () => {
  let sql: Sql;
  let http: Served;
  let t: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    sql = (await openDb(process.env.DATABASE_URL ? 'postgres' : 'pglite')) as Sql;
    t = await testApp(sql, { config: { trustProxy: { header: 'x-forwarded-for', hops: 1 } } });
    http = await overHttp(t.app);
  });
  afterAll(async () => {
    await http?.close();
    await sql?.close();
  });

  const signIn = (email: string, password: string, from: string) =>
    http
      .call('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password }),
      })
      .then(async (res) => ({
        status: res.status,
        token: ((await res.json()) as { access_token?: string }).access_token,
      }));

  it('five wrong passwords a second from a hundred addresses for two minutes', {
    timeout: ATTACK_MS + 60_000,
  }, async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.test`;
    await t.signUp(email);
    const start = Date.now();
    const attempts: Promise<{ status: number; token?: string }>[] = [];
    const attack = (async () => {
      for (let i = 0; Date.now() - start < ATTACK_MS; i++) {
        const from = `198.51.100.${(i % ATTACKER_ADDRESSES) + 1}`;
        attempts.push(signIn(email, `guess-${i}-${randomUUID().slice(0, 6)}`, from));
        await new Promise((r) => setTimeout(r, start + (i + 1) * ATTACK_EVERY_MS - Date.now()));
      }
    })();
    const victim: { at: number; status: number; token?: string }[] = [];
    for (let k = 1; Date.now() - start < ATTACK_MS; k++) {
      await new Promise((r) => setTimeout(r, start + k * VICTIM_EVERY_MS - Date.now()));
      victim.push({ at: Date.now() - start, ...(await signIn(email, PASSWORD, `203.0.113.${k}`)) });
    }
    await attack;
    const attacker = await Promise.all(attempts);
    const count = (s: number) => attacker.filter((a) => a.status === s).length;
    console.log(
      `lockout: ${attacker.length} attacker tries (400: ${count(400)}, 429: ${count(429)}), ` +
        `owner ${victim.filter((v) => v.status === 200).length}/${victim.length} in on the first try`,
    );

    expect(attacker.length).toBeGreaterThanOrEqual((ATTACK_MS / ATTACK_EVERY_MS) * 0.9);
    expect(victim.length).toBeGreaterThanOrEqual(ATTACK_MS / VICTIM_EVERY_MS - 2);
    // Every one of the owner's sign-ins got in on its first try, from the first seconds to the last.
    expect(victim.filter((v) => v.status !== 200)).toEqual([]);
    expect(victim.every((v) => v.token)).toBe(true);
    // The attacker's tries are all refused: wrong password, or too many attempts once the account is slowed.
    expect(attacker.filter((a) => a.status !== 400 && a.status !== 429)).toEqual([]);
    expect(attacker.some((a) => a.token)).toBe(false);
    // And the account was slowed for them: once its turns were taken, most tries were turned away with 429.
    expect(attacker.filter((a) => a.status === 429).length).toBeGreaterThan(attacker.length / 2);
  });
});
