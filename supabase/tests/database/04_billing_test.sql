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

select tests.create_user('bill');
-- The sign-up trigger made the users row; this sets the test's values.
update public.users set subscription_tier = 'pending', scans_remaining = 0 where supabase_id = tests.uid('bill');

-- A signed-in client trying to call the function directly is refused.
select tests.authenticate_as('bill');
select throws_ok(
  $$ select public.billing_apply('evt_x', 'checkout.session.completed', now(), '{}', 'grant',
       tests.uid('bill'), 'cus_x', 'sub_x', null, null, null, 15, 1) $$,
  '42501', null, 'authenticated cannot call billing_apply to make itself Pro');
select tests.clear_authentication();

select results_eq(
  $$ select outcome from public.billing_apply('evt_1', 'checkout.session.completed', now(), '{}', 'grant',
       tests.uid('bill'), 'cus_1', 'sub_1', null, null, null, 15, 1) $$,
  array['applied'], 'the server grants once');
select results_eq(
  $$ select outcome from public.billing_apply('evt_1', 'checkout.session.completed', now(), '{}', 'grant',
       tests.uid('bill'), 'cus_1', 'sub_1', null, null, null, 15, 1) $$,
  array['duplicate'], 'the same event id again is a duplicate');
select results_eq(
  $$ select subscription_tier, scans_remaining from public.users
     where supabase_id = tests.uid('bill') $$,
  $$ values ('pro'::text, 15) $$, 'the user is Pro with the allowance passed in');

select * from finish();
rollback;
