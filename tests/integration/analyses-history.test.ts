// The history through the API: every analysis reachable in cursor pages, one profile at a time, and a re-scan
// that charges only when there is something to re-score.
import { expect, it } from 'vitest';
import type { ApiAnswer } from '../../web/lib/api.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

const named = (fixture: 'strong' | 'weak', name: string, headline?: string) => {
  const p = fixtureInput(fixture) as { basics: { name: string; label?: string } };
  return { ...p, basics: { ...p.basics, name, ...(headline ? { label: headline } : {}) } };
};
const body = (profile: unknown) => JSON.stringify({ profile, file_type: 'pdf' });

async function balance(sql: { query: (q: string, p: unknown[]) => Promise<any[]> }, id: string) {
  const [row] = await sql.query('select scans_remaining, scans_used from public.users where supabase_id = $1', [id]);
  return { remaining: row.scans_remaining, used: row.scans_used };
}

eachDb('analysis history API', (db) => {
  it('lists every analysis in cursor pages, newest first, filtered by profile, with the profiles', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp(`history-${db.kind}@example.test`);
    await db.sql.query('update public.users set scans_remaining = 20 where supabase_id = $1', [u.id]);
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      // The same person spelled with other case and spacing is still one profile.
      const profile = i % 2 ? named('weak', 'Bo  Berg') : named('strong', i === 2 ? 'ada  LOVELACE' : 'Ada Lovelace');
      const res = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: body(profile) });
      expect(res.status).toBe(201);
      made.push(((await res.json()) as any).analysis.id);
    }
    const api = apiClient(app);
    const seen: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ApiAnswer<'analyses'> = await api('analyses', { token: u.token, query: { limit: 3, cursor } });
      expect(page.analyses.length).toBeLessThanOrEqual(3);
      seen.push(...page.analyses);
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((a) => a.id)).toEqual([...made].reverse());

    const profiles = await api('analysisProfiles', { token: u.token });
    expect(profiles.profiles.map((p) => [p.profile_key, p.name, p.count])).toEqual([
      ['ada lovelace', 'Ada Lovelace', 4],
      ['bo berg', 'Bo  Berg', 3],
    ]);
    const bo = await api('analyses', { token: u.token, query: { profile: 'bo berg' } });
    expect(bo.analyses.map((a) => a.id)).toEqual([made[5], made[3], made[1]]);
    expect(bo.next_cursor).toBeNull();
    // The analysis just before one, of the same profile: the comparison's "previous".
    const last = seen.find((a) => a.id === made[6]);
    const prev = await api('analyses', {
      token: u.token,
      query: { limit: 1, profile: last.profile_key, cursor: `${last.created_at}_${last.id}` },
    });
    expect(prev.analyses.map((a) => a.id)).toEqual([made[4]]);
  });

  it('refuses a bad page request with a code and a message', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp(`history-bad-${db.kind}@example.test`);
    const id = '00000000-0000-4000-8000-000000000000';
    const impossible = ['2024-02-30T12:00:00Z', '0000-01-01T00:00:00Z', '2025-13-01T00:00:00Z', '2025-01-01T24:00:00Z'];
    for (const q of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'cursor=nope',
      'cursor=2025-01-01T00:00:00.000Z_x',
      ...impossible.map((at) => `cursor=${encodeURIComponent(`${at}_${id}`)}`),
    ]) {
      const res = await app.request(`/api/analyses?${q}`, { headers: u.headers });
      expect(res.status, q).toBe(422);
      const err = (await res.json()) as any;
      expect(err.error?.code ?? err.code, q).toBe('VALIDATION_FAILED');
    }
  });

  it('a re-scan of an unchanged profile keeps scans_remaining; a new rubric version re-scores and charges', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp(`rescan-${db.kind}@example.test`);
    await db.sql.query('update public.users set scans_remaining = 3 where supabase_id = $1', [u.id]);
    const res = await app.request('/api/analyze', {
      method: 'POST',
      headers: u.headers,
      body: body(named('strong', 'Ada Lovelace')),
    });
    const { analysis } = (await res.json()) as any;
    expect(await balance(db.sql, u.id)).toEqual({ remaining: 2, used: 1 });

    const api = apiClient(app);
    const sameBody = await api('rescan', { token: u.token, params: { id: analysis.id } });
    expect(sameBody.rescan.charged).toBe(false);
    expect(sameBody.rescan.previous.rubric_version).toBe(analysis.rubric_version);
    expect(Date.parse(sameBody.rescan.previous.scored_at)).toBeGreaterThan(0);
    expect(sameBody.analysis.overall_score).toBe(analysis.overall_score);
    expect(await balance(db.sql, u.id)).toEqual({ remaining: 2, used: 1 });

    // As if scored under an older rubric: the re-scan scores again, charges, and reports what it replaced.
    await db.sql.query(`update public.analyses set rubric_version = 'old-1', overall_score = 12 where id = $1`, [
      analysis.id,
    ]);
    const moved = await api('rescan', { token: u.token, params: { id: analysis.id } });
    expect(moved.rescan).toMatchObject({ charged: true, previous: { rubric_version: 'old-1', overall_score: 12 } });
    expect(moved.analysis.rubric_version).toBe(analysis.rubric_version);
    expect(moved.analysis.overall_score).toBe(analysis.overall_score);
    expect(await balance(db.sql, u.id)).toEqual({ remaining: 1, used: 2 });
  });
});
