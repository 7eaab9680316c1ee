// Round trips to the database per API request, counted at the Sql port: across a network (Hyperdrive, a hosted
// PostgreSQL) each one is paid again, so the count is what keeps the production path fast. A read costs one, a new
// analysis at most two (the users row, then the charged insert). Counted without the embedded read cache (no
// Sql.version), as on PostgreSQL, where every read reaches the database.
import { expect, it } from 'vitest';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

interface Counter {
  n: number;
}

/** The Sql port with every statement sent counted; a transaction adds its begin and commit. */
function counting(sql: Sql, counter: Counter): Sql {
  return {
    kind: sql.kind,
    query(text, params) {
      counter.n++;
      return sql.query(text, params);
    },
    exec(text) {
      counter.n++;
      return sql.exec!(text);
    },
    tx(fn) {
      counter.n += 2;
      return sql.tx((inner) => fn(counting(inner, counter)));
    },
    asUser(userId, fn) {
      // begin, the role and claims, commit
      counter.n += 3;
      return sql.asUser(userId, (inner) => fn(counting(inner, counter)));
    },
    close: () => sql.close(),
  };
}

eachDb('round trips per request', (db) => {
  it('reads take one round trip, a new analysis at most two', async () => {
    const counter = { n: 0 };
    const { app, signUp } = await testApp(counting(db.sql, counter));
    const u = await signUp(`trips-${db.kind}@example.test`);
    await db.sql.query('update public.users set scans_remaining = 5 where supabase_id = $1', [u.id]);
    const body = JSON.stringify({ profile: fixtureInput('strong'), file_type: 'pdf' });
    // The first request of a session also checks that the session is live (remembered for 30 s): done once here.
    const created = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body });
    expect(created.status).toBe(201);
    const { analysis } = (await created.json()) as { analysis: { id: string } };

    const trips = async (path: string, init: RequestInit = {}) => {
      counter.n = 0;
      const res = await app.request(path, { headers: u.headers, ...init });
      expect(res.status, path).toBeLessThan(300);
      return counter.n;
    };
    expect(await trips('/api/analyses')).toBe(1);
    expect(await trips(`/api/analyses/${analysis.id}`)).toBe(1);
    expect(await trips('/api/me')).toBe(1);
    expect(await trips('/api/analyze', { method: 'POST', body })).toBeLessThanOrEqual(2);
    // And the answers are the user's: the list holds both analyses.
    const list = (await (await app.request('/api/analyses', { headers: u.headers })).json()) as { analyses: unknown[] };
    expect(list.analyses).toHaveLength(2);
  });
});
