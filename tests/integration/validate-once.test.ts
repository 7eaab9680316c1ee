// The profile is validated once, where it arrives (the body schema of POST /api/analyze); scoring, hashing, the
// advice and every rewrite's gain take the validated profile as it is. Counted on the schema itself: every parse of
// a whole profile, alone or inside the request's schema, runs ProfileSchema's own check once.
import { afterEach, expect, it, vi } from 'vitest';
import { ProfileSchema } from '../../edge/core/profile/schema.ts';
import { fixtureInput } from '../fixtures/profiles/index.ts';
import { apiClient } from '../helpers/api-client.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

afterEach(() => vi.restoreAllMocks());

eachDb('profile validation', (db) => {
  it('runs once per Pro analysis, rewrites and their gains included', async () => {
    const { app, signUp } = await testApp(db.sql);
    const u = await signUp('validate-once@example.test');
    await db.sql.query(
      `update public.users set subscription_tier = 'pro', scans_remaining = 15 where supabase_id = $1`,
      [u.id],
    );
    const api = apiClient(app);
    const validations = vi.spyOn(ProfileSchema._zod, 'run');
    const { analysis } = await api('analyze', {
      token: u.token,
      body: { profile: fixtureInput('weak'), file_type: 'pdf', target_role: 'Data Engineer' },
    });
    // The advice was written and its rewrites weighed (each one's gain is the rubric run again on its section).
    expect(analysis.pro).not.toBeNull();
    expect(analysis.pro?.content.gains).toBeDefined();
    expect(validations).toHaveBeenCalledTimes(1);
  });
});
