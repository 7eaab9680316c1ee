import { expect, it } from 'vitest';
import { MATCH_ADS, MATCH_PROFILES, matchAd, matchProfileFixture } from '../fixtures/match/index.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

type Sql = { query: (q: string, p: unknown[]) => Promise<any[]> };
const scansLeft = async (sql: Sql, id: string) =>
  (await sql.query('select scans_remaining from public.users where supabase_id = $1', [id]))[0].scans_remaining;

eachDb('job-ad match API', (db) => {
  it('stores the ad without a scan, answers free users the rate and 3 terms and Pro users everything, ranks each profile own ad highest', async () => {
    const { app, signUp } = await testApp(db.sql);
    const free = await signUp('match-free@example.test');
    const pro = await signUp('match-pro@example.test');
    await db.sql.query(
      `update public.users set subscription_tier = 'pro', scans_remaining = 15 where supabase_id = $1`,
      [pro.id],
    );
    const post = (u: typeof free, path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: u.headers, body: JSON.stringify(body) });

    for (const [i, p] of MATCH_PROFILES.entries()) {
      const u = i === 0 ? free : pro;
      if (i === 0) await db.sql.query('update public.users set scans_remaining = 1 where supabase_id = $1', [u.id]);
      const created = await post(u, '/api/analyze', { profile: matchProfileFixture(p.name), file_type: 'pdf' });
      expect(created.status, p.name).toBe(201);
      const { analysis } = (await created.json()) as any;
      expect(analysis.target).toBeNull();
      expect(analysis.match).toBeNull();
      const before = await scansLeft(db.sql, u.id);
      const rates: Record<string, number> = {};
      for (const ad of MATCH_ADS) {
        const res = await post(u, `/api/analyses/${analysis.id}/target`, { text: matchAd(ad) });
        expect(res.status).toBe(200);
        const body = (await res.json()) as any;
        expect(body.analysis.overall_score).toBe(analysis.overall_score);
        rates[ad] = body.analysis.match.rate;
      }
      for (const ad of MATCH_ADS)
        if (ad !== p.fits) expect(rates[ad], `${p.name} vs ${ad}`).toBeLessThan(rates[p.fits]);
      expect(await scansLeft(db.sql, u.id)).toBe(before);

      // The last ad stays with the analysis: GET answers carry it, as the user may see it.
      const got = (await (await app.request(`/api/analyses/${analysis.id}`, { headers: u.headers })).json()) as any;
      expect(got.analysis.target.text).toBe(matchAd(MATCH_ADS[3]));
      if (u === free) {
        expect(got.analysis.match).toMatchObject({ locked: true, found: null, title: null, parts: null });
        expect(got.analysis.match.missing.length).toBeLessThanOrEqual(3);
        expect(got.analysis.match.missing_total).toBeGreaterThan(3);
        const raw = JSON.stringify(got);
        expect(raw).not.toContain('"where"');
        expect(raw).not.toContain('"missing_words"');
      } else {
        expect(got.analysis.match.locked).toBe(false);
        expect(got.analysis.match.missing.length).toBe(got.analysis.match.missing_total);
        expect(Array.isArray(got.analysis.match.found)).toBe(true);
        expect(got.analysis.match.title.ad).toBe('Datenanalyst Business Intelligence');
      }
    }
  });

  it('keeps the target through a re-scan, clears it with an empty text, and refuses bad input and other users', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp('match-owner@example.test');
    const other = await signUp('match-other@example.test');
    await db.sql.query('update public.users set scans_remaining = 5 where supabase_id = $1', [u.id]);
    const post = (who: typeof u, path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: who.headers, body: JSON.stringify(body) });
    const profile = matchProfileFixture('icu-nurse');
    const created = (await (
      await post(u, '/api/analyze', { profile, file_type: 'pdf', target_role: 'ICU nurse' })
    ).json()) as any;
    const id = created.analysis.id;
    expect(created.analysis.target.text).toBe('ICU nurse');
    expect(created.analysis.match.rate).toBeGreaterThan(0);

    expect((await post(u, `/api/analyses/${id}/target`, { text: matchAd('registered-nurse') })).status).toBe(200);
    const rescan = (await (await post(u, `/api/analyses/${id}/rescan`, {})).json()) as any;
    expect(rescan.analysis.target.text).toBe(matchAd('registered-nurse'));
    expect(rescan.analysis.match.rate).toBeGreaterThanOrEqual(70);

    const tooLong = await post(u, `/api/analyses/${id}/target`, { text: 'x'.repeat(20_001) });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect((await post(u, `/api/analyses/${id}/target`, { text: 42 })).status).toBe(422);
    const huge = await post(u, `/api/analyses/${id}/target`, { text: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect((await post(u, '/api/analyses/not-a-uuid/target', { text: 'a' })).status).toBe(422);
    const stolen = await post(other, `/api/analyses/${id}/target`, { text: 'Chef' });
    expect(stolen.status).toBe(404);
    const anon = await app.request(`/api/analyses/${id}/target`, {
      method: 'POST',
      body: JSON.stringify({ text: 'a' }),
    });
    expect(anon.status).toBe(401);

    const cleared = (await (await post(u, `/api/analyses/${id}/target`, { text: '  ' })).json()) as any;
    expect(cleared.analysis.target).toBeNull();
    expect(cleared.analysis.match).toBeNull();
    const got = (await (await app.request(`/api/analyses/${id}`, { headers: u.headers })).json()) as any;
    expect(got.analysis.target).toBeNull();
  });
});
