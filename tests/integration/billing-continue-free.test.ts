// "Continue on the Free plan" from Payment Required: a pending account (registered for Pro, checkout left) becomes
// free with the free scan; anyone else is refused with a code and nothing changes.
import { expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

eachDb('continue on the Free plan', (db) => {
  it('turns a pending account into a free one, once; a Pro account is never downgraded', async () => {
    const { app, signUp } = await testApp(db.sql);
    const pending = await signUp(`cf-pending-${db.kind}@example.test`, { first_name: 'P', plan: 'pro' });
    const api = apiClient(app);
    const before = await api('me', { token: pending.token });
    expect(JSON.stringify(before)).toContain('"pending"');
    expect(await api('continueFree', { token: pending.token })).toEqual({ subscription_tier: 'free' });
    const [row] = await db.sql.query<{ subscription_tier: string; scans_remaining: number }>(
      'select subscription_tier, scans_remaining from public.users where supabase_id = $1',
      [pending.id],
    );
    expect(row).toEqual({ subscription_tier: 'free', scans_remaining: 1 });
    await expect(api('continueFree', { token: pending.token })).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });

    const pro = await signUp(`cf-pro-${db.kind}@example.test`);
    await db.sql.query(`update public.users set subscription_tier = 'pro' where supabase_id = $1`, [pro.id]);
    await expect(api('continueFree', { token: pro.token })).rejects.toMatchObject({ status: 409 });
    const [p] = await db.sql.query<{ subscription_tier: string }>(
      'select subscription_tier from public.users where supabase_id = $1',
      [pro.id],
    );
    expect(p.subscription_tier).toBe('pro');
  });
});
