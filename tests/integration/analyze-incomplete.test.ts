import { expect, it } from 'vitest';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

// A read that is not a profile (OCR of the wrong image, a screenshot of the wrong part) is refused before a scan is
// charged: no name, or neither a role nor an About.

const strong = fixtureInput('strong') as { basics: Record<string, unknown>; work: unknown[] };

eachDb('analyze refuses what cannot be scored', (db) => {
  it('PROFILE_INCOMPLETE with what is missing, no analysis stored and no scan charged', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp('incomplete@example.test');
    const post = (profile: unknown) =>
      app.request('/api/analyze', {
        method: 'POST',
        headers: u.headers,
        body: JSON.stringify({
          profile,
          file_type: 'image',
          idempotency_key: `k-${Math.random().toString(36).slice(2)}`,
        }),
      });
    const cases: [unknown, string[]][] = [
      [{ ...strong, basics: { ...strong.basics, name: '  ' } }, ['name']],
      [{ ...strong, work: [], basics: { ...strong.basics, summary: undefined } }, ['roleOrAbout']],
      [{ basics: { name: '' } }, ['name', 'roleOrAbout']],
    ];
    for (const [profile, missing] of cases) {
      const res = await post(profile);
      expect(res.status).toBe(422);
      const body = (await res.json()) as any;
      expect(body.error.code).toBe('PROFILE_INCOMPLETE');
      expect(body.error.details.missing).toEqual(missing);
      expect(body.error.message).toMatch(/can't be scored yet.*PDF export.*No scan was used/);
    }
    const [row] = await db.sql.query('select scans_remaining, scans_used from public.users where supabase_id = $1', [
      u.id,
    ]);
    expect(row).toMatchObject({ scans_remaining: 1, scans_used: 0 });
    const [{ n }] = await db.sql.query('select count(*)::int as n from public.analyses where supabase_id = $1', [u.id]);
    expect(n).toBe(0);
    // A role alone, or an About alone, is enough.
    const aboutOnly = { ...strong, work: [] };
    expect((await post(aboutOnly)).status).toBe(201);
  });
});
