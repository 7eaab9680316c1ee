// "Continue on the Free plan" from Payment Required: a pending account (registered for Pro, checkout left) becomes
// free with the free scan; anyone else is refused with a code and nothing changes.
import { expect, it } from 'vitest';
import { testApp } from '../helpers/app.ts';
import { eachDb } from '../helpers/db.ts';

eachDb('continue on the Free plan', (db) => {
  it('turns a pending account into a free one, once; a Pro account is never downgraded', async () => {
    const { app, signUp } = await testApp(db.sql);
    const pending = await signUp(`cf-pending-${db.kind}@example.test`, { first_name: 'P', plan: 'pro' });
    const before = (await (await app.request('/api/me', { headers: pending.headers })).json()) as any;
    expect(JSON.stringify(before)).toContain('"pending"');
    const res = await app.request('/api/continue-free', { method: 'POST', headers: pending.headers });
    expect(res.status).toBe(200);
    const [row] = await db.sql.query<{ subscription_tier: string; scans_remaining: number }>(
      'select subscription_tier, scans_remaining from public.users where supabase_id = $1',
      [pending.id],
    );
    expect(row).toEqual({ subscription_tier: 'free', scans_remaining: 1 });
    const again = await app.request('/api/continue-free', { method: 'POST', headers: pending.headers });
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).error.code).toBe('CONFLICT');

    const pro = await signUp(`cf-pro-${db.kind}@example.test`);
    await db.sql.query(`update public.users set subscription_tier = 'pro' where supabase_id = $1`, [pro.id]);
    expect((await app.request('/api/continue-free', { method: 'POST', headers: pro.headers })).status).toBe(409);
    const [p] = await db.sql.query<{ subscription_tier: string }>(
      'select subscription_tier from public.users where supabase_id = $1',
      [pro.id],
    );
    expect(p.subscription_tier).toBe('pro');
  });
});
