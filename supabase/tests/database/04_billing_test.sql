-- Billing from the clients' side: nobody but the server may read or write billing state or call billing_apply,
-- so no client can make itself Pro; and from the server's side: one grant per event id.
begin;
select plan(12);

select table_privs_are('public', t, r, array[]::text[], format('%s has no privilege on %s', r, t))
  from unnest(array['billing_subscriptions', 'dev_checkout_sessions']) as t,
       unnest(array['anon', 'authenticated']) as r;
select policies_are('public', t, array[]::name[], format('%s has no policies (server only)', t))
  from unnest(array['billing_subscriptions', 'dev_checkout_sessions']) as t;
select function_privs_are('public', 'billing_apply',
  array['text', 'text', 'timestamp with time zone', 'jsonb', 'text', 'uuid', 'text', 'text',
        'timestamp with time zone', 'boolean', 'text', 'integer', 'integer'], r, array[]::text[],
  format('%s may not execute billing_apply', r))
  from unnest(array['anon', 'authenticated']) as r;

insert into auth.users (id, email) values ('bbbbbbbb-0000-4000-8000-00000000000b', 'bill@example.test');
insert into public.users (supabase_id, email, subscription_tier, scans_remaining)
  values ('bbbbbbbb-0000-4000-8000-00000000000b', 'bill@example.test', 'pending', 0)
  -- The sign-up trigger made each row already; this sets the test's values.
  on conflict (supabase_id) do update set email = excluded.email, subscription_tier = excluded.subscription_tier, scans_remaining = excluded.scans_remaining;

-- A signed-in client trying to call the function directly is refused.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"bbbbbbbb-0000-4000-8000-00000000000b","role":"authenticated"}', true);
select throws_ok(
  $$ select public.billing_apply('evt_x', 'checkout.session.completed', now(), '{}', 'grant',
       'bbbbbbbb-0000-4000-8000-00000000000b', 'cus_x', 'sub_x', null, null, null, 15, 1) $$,
  '42501', null, 'authenticated cannot call billing_apply to make itself Pro');
reset role;

select results_eq(
  $$ select outcome from public.billing_apply('evt_1', 'checkout.session.completed', now(), '{}', 'grant',
       'bbbbbbbb-0000-4000-8000-00000000000b', 'cus_1', 'sub_1', null, null, null, 15, 1) $$,
  array['applied'], 'the server grants once');
select results_eq(
  $$ select outcome from public.billing_apply('evt_1', 'checkout.session.completed', now(), '{}', 'grant',
       'bbbbbbbb-0000-4000-8000-00000000000b', 'cus_1', 'sub_1', null, null, null, 15, 1) $$,
  array['duplicate'], 'the same event id again is a duplicate');
select results_eq(
  $$ select subscription_tier, scans_remaining from public.users
     where supabase_id = 'bbbbbbbb-0000-4000-8000-00000000000b' $$,
  $$ values ('pro'::text, 15) $$, 'the user is Pro with the allowance passed in');

select * from finish();
rollback;
