// The users row exists from sign-up on (supabase/migrations/*_users_on_signup.sql), with what the server's lazy
// creation would have made: the free allowance of plans.ts, the names from the sign-up, pending for Pro. An
// account whose row is missing (made before the trigger) is still served by the lazy path.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { PLANS } from '../../edge/core/plans.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb, seedAuthUser } from '../helpers/db.ts';

eachDb('users row on sign-up', (db) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(db.sql);
  });

  const row = async (id: string) =>
    (
      await db.sql.query<Record<string, unknown>>(
        'select email, first_name, last_name, subscription_tier, scans_remaining, scans_used from public.users where supabase_id = $1',
        [id],
      )
    )[0];

  async function signUp(data: Record<string, unknown>) {
    const email = `signup-${randomUUID().slice(0, 8)}@example.test`;
    const res = await t.app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', data }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { id: string }; access_token: string };
    return { email, id: body.user.id, token: body.access_token };
  }

  it('a free sign-up has its row before any API call, with the free allowance of the plans table', async () => {
    const { email, id, token } = await signUp({ first_name: ' Ada ', last_name: 'Byron' });
    expect(await row(id)).toEqual({
      email,
      first_name: 'Ada',
      last_name: 'Byron',
      subscription_tier: 'free',
      scans_remaining: PLANS.free.scans,
      scans_used: 0,
    });
    const me = await t.app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ first_name: 'Ada', scans_remaining: PLANS.free.scans });
  });

  it('a Pro sign-up is pending with no scans: only a payment grants Pro', async () => {
    const { id } = await signUp({ first_name: 'Pat', plan: 'pro', subscription_tier: 'pro', scans_remaining: 99 });
    expect(await row(id)).toMatchObject({ subscription_tier: 'pending', scans_remaining: 0 });
  });

  it('an account without a row (made before the trigger) still gets one from the lazy path', async () => {
    const id = await seedAuthUser(db.sql);
    expect(await row(id)).toBeUndefined();
    const user = await t.deps.store.ensureUser({
      id,
      email: 'late@example.test',
      firstName: 'La',
      lastName: 'Te',
      tier: 'free',
    });
    expect(user).toMatchObject({ supabase_id: id, first_name: 'La', scans_remaining: PLANS.free.scans });
  });
});
