import { expect, it } from 'vitest';
import type { AdviceService } from '../../edge/services/advice.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

const strong = fixtureInput('strong');
const analyze = (profile: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ profile, file_type: 'pdf', ...extra });

async function scans(sql: { query: (q: string, p: unknown[]) => Promise<any[]> }, id: string) {
  const [row] = await sql.query('select scans_remaining, scans_used from public.users where supabase_id = $1', [id]);
  const [{ n }] = await sql.query('select count(*)::int as n from public.analyses where supabase_id = $1', [id]);
  return { remaining: row.scans_remaining, used: row.scans_used, stored: n };
}

eachDb('analysis API', (db) => {
  it('scores a profile for a free user, withholds Pro text, then refuses a second scan with NO_SCANS', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp('free1@example.test');
    const res = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: analyze(strong) });
    expect(res.status).toBe(201);
    const raw = await res.text();
    const { analysis } = JSON.parse(raw);
    expect(analysis.overall_score).toBeGreaterThanOrEqual(85);
    expect(Object.keys(analysis.sections).sort()).toEqual(['about', 'education', 'experience', 'headline', 'skills']);
    expect(analysis.locked).toBe(true);
    expect(analysis.pro).toBeNull();
    for (const s of Object.values<any>(analysis.sections)) {
      expect(s.suggestions).toBeNull();
      expect(s.checks.length).toBeGreaterThan(0);
    }
    // The Pro text for this very profile must not appear anywhere in the raw response.
    const pro = await testApp(db.sql);
    const p = await pro.signUp('pro-probe@example.test');
    await db.sql.query(
      `update public.users set subscription_tier = 'pro', scans_remaining = 15 where supabase_id = $1`,
      [p.id],
    );
    const proRes = await pro.app.request('/api/analyze', { method: 'POST', headers: p.headers, body: analyze(strong) });
    const proBody = (await proRes.json()) as any;
    expect(proBody.analysis.locked).toBe(false);
    const proTexts = [
      ...Object.values<string[]>(proBody.analysis.pro.content.recommendations).flat(),
      ...proBody.analysis.pro.content.headline_variants,
      proBody.analysis.pro.content.about_rewrite,
      ...Object.values<any>(proBody.analysis.sections).flatMap((s) => s.suggestions.map((x: any) => x.text)),
      ...proBody.analysis.pro.content.improved_descriptions.map((d: any) => d.description),
    ].filter(Boolean);
    expect(proTexts.length).toBeGreaterThan(5);
    // This profile passes every experience check: a role rewrite adds no points (it is offered only where it reads
    // better), and no suggestion gains nothing: what is strong there is said apart.
    expect(proBody.analysis.pro.content.gains.recommendations.experience.every((g: number) => g > 0)).toBe(true);
    expect(proBody.analysis.pro.content.strengths.experience.length).toBeGreaterThan(0);
    expect(proBody.analysis.pro.content.gains.improved_descriptions.every((g: number) => g === 0)).toBe(true);
    // One set of suggestions: the analysis carries the same personal ones as the Pro recommendations.
    for (const id of ['headline', 'about', 'experience', 'skills', 'education'])
      expect(proBody.analysis.sections[id].suggestions.map((x: any) => x.text)).toEqual(
        proBody.analysis.pro.content.recommendations[id],
      );
    // Every way a free user can read an analysis back, and a re-scan, withholds it too.
    const id = analysis.id;
    const reads = [raw];
    for (const path of ['/api/analyses', '/api/analyses/recent', `/api/analyses/${id}`]) {
      const r = await app.request(path, { headers: u.headers });
      expect(r.status, path).toBe(200);
      reads.push(await r.text());
    }
    expect(JSON.parse(reads[2]).analysis.locked).toBe(true);
    expect(JSON.parse(reads[3]).analysis.locked).toBe(true);
    for (const body of reads) for (const t of proTexts) expect(body).not.toContain(t);

    const again = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: analyze(strong) });
    expect(again.status).toBe(402);
    expect(await again.json()).toMatchObject({ error: { code: 'NO_SCANS' } });
    expect(await scans(db.sql, u.id)).toEqual({ remaining: 0, used: 1, stored: 1 });

    // A re-scan (given a scan to spend) answers a free user without the Pro text as well.
    await db.sql.query('update public.users set scans_remaining = 1 where supabase_id = $1', [u.id]);
    const rescan = await app.request(`/api/analyses/${id}/rescan`, { method: 'POST', headers: u.headers });
    expect(rescan.status).toBe(200);
    const rescanRaw = await rescan.text();
    expect(JSON.parse(rescanRaw).analysis.locked).toBe(true);
    for (const t of proTexts) expect(rescanRaw).not.toContain(t);
  });

  it('refuses pending users (409), oversized bodies (413) and invalid profiles (422 with field errors), malformed JSON (400)', async () => {
    const { app, signUp } = await testApp(db.sql);
    const pending = await signUp('pending@example.test', { first_name: 'P', plan: 'pro' });
    const r1 = await app.request('/api/analyze', { method: 'POST', headers: pending.headers, body: analyze(strong) });
    expect(r1.status).toBe(409);
    expect(await r1.json()).toMatchObject({ error: { code: 'PAYMENT_PENDING' } });

    const u = await signUp('limits@example.test');
    const huge = { ...strong, basics: { ...(strong as any).basics, summary: 'x'.repeat(210 * 1024) } };
    const r2 = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: analyze(huge) });
    expect(r2.status).toBe(413);
    const r3 = await app.request('/api/analyze', {
      method: 'POST',
      headers: u.headers,
      body: JSON.stringify({ profile: { basics: {} }, file_type: 'doc' }),
    });
    expect(r3.status).toBe(422);
    const body = (await r3.json()) as any;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.details)).toEqual(expect.arrayContaining(['profile.basics.name', 'file_type']));
    const r4 = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: '{not json' });
    expect(r4.status).toBe(400);
    expect(await r4.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(await scans(db.sql, u.id)).toEqual({ remaining: 1, used: 0, stored: 0 });
  });

  it('stores one analysis and charges once for the same idempotency key', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp('idem@example.test');
    await db.sql.query('update public.users set scans_remaining = 5 where supabase_id = $1', [u.id]);
    const body = analyze(strong, { idempotency_key: 'offline-queue-0001' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/api/analyze', { method: 'POST', headers: u.headers, body })),
    );
    const ids = new Set(await Promise.all(results.map(async (r) => ((await r.json()) as any).analysis.id)));
    expect(ids.size).toBe(1);
    expect(await scans(db.sql, u.id)).toEqual({ remaining: 4, used: 1, stored: 1 });
  });

  it('replays a keyed request that used the last scan instead of refusing it (a retry after a lost response)', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp('idem-last@example.test');
    const body = analyze(strong, { idempotency_key: 'offline-queue-last' });
    const first = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body });
    expect(first.status).toBe(201);
    const retry = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as any).analysis.id).toBe(((await first.json()) as any).analysis.id);
    const fresh = analyze(strong, { idempotency_key: 'offline-queue-other' });
    expect((await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: fresh })).status).toBe(402);
    expect(await scans(db.sql, u.id)).toEqual({ remaining: 0, used: 1, stored: 1 });
  });

  it('charges nothing when advice cannot be prepared', async () => {
    const failing: AdviceService = { model: 'broken', advise: () => Promise.reject(new Error('down')) };
    const { app, signUp } = await testApp(db.sql, { advice: failing });
    const u = await signUp('llm-down@example.test');
    await db.sql.query(
      `update public.users set subscription_tier = 'pro', scans_remaining = 15 where supabase_id = $1`,
      [u.id],
    );
    const res = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: analyze(strong) });
    expect(res.status).toBe(503);
    expect(await scans(db.sql, u.id)).toEqual({ remaining: 15, used: 0, stored: 0 });
  });

  it('lists, opens, re-scans (charging a scan once the rubric moved on) and deletes; other users get 404', async () => {
    const { app, signUp } = await testApp(db.sql);
    const call = apiClient(app);
    const a = await signUp('owner@example.test');
    const b = await signUp('other@example.test');
    await db.sql.query('update public.users set scans_remaining = 3 where supabase_id = $1', [a.id]);
    const created = await call('analyze', { token: a.token, body: { profile: strong, file_type: 'pdf' } });
    const id = created.analysis.id;
    const list = await call('analyses', { token: a.token });
    expect(list.analyses).toHaveLength(1);
    expect(list.analyses[0]).toMatchObject({ id, file_type: 'pdf', overall_score: created.analysis.overall_score });
    expect(list.analyses[0].section_scores.headline).toBe(created.analysis.sections.headline.score);
    expect((await call('recentAnalysis', { token: a.token })).analysis?.id).toBe(id);
    expect((await call('analysis', { token: a.token, params: { id } })).analysis.id).toBe(id);

    for (const name of ['analysis', 'rescan', 'deleteAnalysis'] as const) {
      await expect(call(name, { token: b.token, params: { id } }), name).rejects.toMatchObject({ status: 404 });
    }
    expect((await call('analyses', { token: b.token })).analyses).toEqual([]);
    await expect(call('analysis', { token: a.token, params: { id: 'not-a-uuid' } })).rejects.toMatchObject({
      status: 422,
    });

    // A re-scan of an unchanged profile costs nothing: mark it scored by an older rubric so this one charges.
    await db.sql.query(`update public.analyses set rubric_version = 'older' where id = $1`, [id]);
    expect((await call('rescan', { token: a.token, params: { id } })).rescan.charged).toBe(true);
    expect(await scans(db.sql, a.id)).toEqual({ remaining: 1, used: 2, stored: 1 });
    expect(await call('deleteAnalysis', { token: a.token, params: { id } })).toBeNull();
    expect(await scans(db.sql, a.id)).toMatchObject({ stored: 0 });
  });

  it("reads never write: a Pro user's analysis from before upgrading gets its Pro content by POST, once", async () => {
    const { app, signUp } = await testApp(db.sql);
    const call = apiClient(app);
    const u = await signUp('upgraded@example.test');
    const { analysis } = await call('analyze', { token: u.token, body: { profile: strong, file_type: 'pdf' } });
    expect(analysis.locked).toBe(true);
    await db.sql.query(`update public.users set subscription_tier = 'pro' where supabase_id = $1`, [u.id]);
    const stored = async () =>
      (await db.sql.query('select analysis_data from public.analyses where id = $1', [analysis.id]))[0].analysis_data;
    const before = await stored();
    const read = await call('analysis', { token: u.token, params: { id: analysis.id } });
    expect(read.analysis).toMatchObject({ locked: false, pro: null });
    expect((await call('recentAnalysis', { token: u.token })).analysis).toMatchObject({ locked: false, pro: null });
    expect(await stored()).toEqual(before);

    const added = await call('addProAdvice', { token: u.token, params: { id: analysis.id } });
    expect(added.analysis.pro).toMatchObject({ source: 'rubric-only', content: expect.any(Object) });
    expect(((await stored()) as { pro: unknown }).pro).toEqual(added.analysis.pro);
    const again = await call('analysis', { token: u.token, params: { id: analysis.id } });
    expect(again.analysis.pro).toEqual(added.analysis.pro);
    expect(await scans(db.sql, u.id)).toMatchObject({ used: 1, stored: 1 });
  });

  it('stores exactly as many analyses as scans under 200 concurrent requests', async () => {
    const { app, signUp } = await testApp(db.sql);
    for (const allowance of [1, 3]) {
      const u = await signUp(`burst${allowance}@example.test`);
      await db.sql.query('update public.users set scans_remaining = $2 where supabase_id = $1', [u.id, allowance]);
      const statuses = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const res = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: analyze(strong) });
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(allowance);
      expect(statuses.filter((s) => s !== 201 && s !== 402)).toEqual([]);
      expect(await scans(db.sql, u.id)).toEqual({ remaining: 0, used: allowance, stored: allowance });
    }
  });

  it('deletes the account and every row of it', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp('leaving@example.test');
    const made = await app.request('/api/analyze', { method: 'POST', headers: u.headers, body: analyze(strong) });
    expect(made.status).toBe(201);
    expect((await app.request('/api/account', { method: 'DELETE', headers: u.headers })).status).toBe(204);
    const [{ n }] = await db.sql.query('select count(*)::int as n from public.analyses where supabase_id = $1', [u.id]);
    const [{ m }] = await db.sql.query('select count(*)::int as m from auth.users where id = $1', [u.id]);
    expect([n, m]).toEqual([0, 0]);
  });
});
