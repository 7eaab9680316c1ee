import { expect, it } from 'vitest';
import { MATCH_ADS, MATCH_PROFILES, matchAd, matchProfileFixture } from '../fixtures/match/index.ts';

// Three short backend ads in three styles: Python, PostgreSQL and Docker recur in all of them.
const SEVERAL = [
  'Backend Engineer\nRequirements:\n- Python, PostgreSQL and Docker\n- Kubernetes, Terraform, AWS\n- REST APIs and microservices',
  'Python Developer (m/w/d)\nYou have: Python/Django, PostgreSQL, Docker & Kubernetes, Redis, CI/CD with GitHub Actions.\nNice to have: Kafka, Terraform',
  'Ingeniero Backend\nRequisitos:\n- Python y PostgreSQL\n- Docker, Kubernetes y AWS\n- APIs REST, microservicios, Redis\n- CI/CD',
];

import { apiClient } from '../helpers/api-client.ts';
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
      const got = (await apiClient(app)('analysis', { token: u.token, params: { id: analysis.id } })) as any;
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
    const huge = await post(u, `/api/analyses/${id}/target`, { text: 'x'.repeat(600_000) });
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
    const got = (await apiClient(app)('analysis', { token: u.token, params: { id: id } })) as any;
    expect(got.analysis.target).toBeNull();
  });

  it('matches up to five ads at once: every rate for all, the recurring terms withheld past three for free users', async () => {
    const { app, signUp } = await testApp(db.sql);
    const free = await signUp('several-free@example.test');
    const pro = await signUp('several-pro@example.test');
    await db.sql.query(
      `update public.users set subscription_tier = 'pro', scans_remaining = 15 where supabase_id = $1`,
      [pro.id],
    );
    const post = (u: typeof free, path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: u.headers, body: JSON.stringify(body) });
    // Two scans for the free user: the re-scan below is charged (the target is new since the first scan).
    await db.sql.query('update public.users set scans_remaining = 2 where supabase_id = $1', [free.id]);
    const ads = [SEVERAL[0], SEVERAL[1], SEVERAL[2]];
    const views: Record<string, any> = {};
    for (const [name, u] of [
      ['free', free],
      ['pro', pro],
    ] as const) {
      const created = (await (
        await post(u, '/api/analyze', { profile: matchProfileFixture('backend-python'), file_type: 'pdf' })
      ).json()) as any;
      const before = await scansLeft(db.sql, u.id);
      const res = await post(u, `/api/analyses/${created.analysis.id}/target`, { ads: [...ads, '  '] });
      expect(res.status).toBe(200);
      const body = (await res.json()) as any;
      expect(body.analysis.target).toMatchObject({ text: ads[0], more: [ads[1], ads[2]] });
      expect(await scansLeft(db.sql, u.id)).toBe(before);
      views[name] = body.analysis.several;
      // A re-scan keeps every ad.
      const rescanned = await post(u, `/api/analyses/${created.analysis.id}/rescan`, {});
      expect(rescanned.status, name).toBe(200);
      const rescan = (await rescanned.json()) as any;
      expect(rescan.analysis.target.more).toEqual([ads[1], ads[2]]);
      expect(rescan.analysis.several.ads).toHaveLength(3);
    }
    const { free: f, pro: p } = views;
    expect(p.locked).toBe(false);
    expect(p.ads).toHaveLength(3);
    expect(f.ads.map((a: any) => a.rate)).toEqual(p.ads.map((a: any) => a.rate));
    expect(p.recur_at).toBe(2);
    expect(p.recurring.length).toBeGreaterThan(3);
    expect(p.recurring_total).toBe(p.recurring.length);
    for (const t of p.recurring) expect(t.asked_by).toBeGreaterThanOrEqual(2);
    // Python, PostgreSQL and Docker are asked by all three ads and the profile has them; where it has them is Pro.
    expect(p.recurring.find((t: any) => t.term === 'Python')).toMatchObject({ asked_by: 3, shown: true });
    expect(f.locked).toBe(true);
    expect(f.recurring).toHaveLength(3);
    expect(f.recurring_total).toBe(p.recurring.length);
    expect(f.recurring.map((t: any) => t.term)).toEqual(p.recurring.slice(0, 3).map((t: any) => t.term));
    const rawFree = JSON.stringify(f);
    for (const t of p.recurring.slice(3)) expect(rawFree).not.toContain(`"term":"${t.term}"`);
    for (const t of f.recurring) expect(t.where).toEqual([]);
  });

  it('refuses more than five ads, a body that is neither shape, and a save past the rate limit', async () => {
    const { app, signUp } = await testApp(db.sql, { targetLimit: { limit: 3, windowMs: 60_000 } });
    const u = await signUp('several-limit@example.test');
    await db.sql.query('update public.users set scans_remaining = 2 where supabase_id = $1', [u.id]);
    const post = (path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: u.headers, body: JSON.stringify(body) });
    const created = (await (
      await post('/api/analyze', { profile: matchProfileFixture('icu-nurse'), file_type: 'pdf' })
    ).json()) as any;
    const path = `/api/analyses/${created.analysis.id}/target`;
    const six = await post(path, { ads: Array.from({ length: 6 }, () => 'Nurse') });
    expect(six.status).toBe(422);
    expect(JSON.stringify(await six.json())).toContain('at most 5 ads');
    expect((await post(path, { text: 'Nurse', ads: ['Nurse'] })).status).toBe(422);
    expect((await post(path, { ads: ['Registered Nurse', 'ICU Nurse'] })).status).toBe(200);
    const over = await post(path, { ads: ['Registered Nurse'] });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(over.headers.get('Retry-After')).toBeTruthy();
  });
});
