-- public.users from each user's point of view: A and B read only their own row, and no client role can change
-- a tier or a scan balance (their own or anyone else's).
begin;
select plan(17);

select tests.create_user('rls-a');
select tests.create_user('rls-b');
-- The sign-up trigger made each users row; this sets the test's values.
update public.users set first_name = 'Ada', subscription_tier = 'free', scans_remaining = 1
  where supabase_id = tests.uid('rls-a');
update public.users set first_name = 'Bob', subscription_tier = 'pro', scans_remaining = 15
  where supabase_id = tests.uid('rls-b');

-- User A, exactly as PostgREST/our store set it up.
select tests.authenticate_as('rls-a');

select results_eq('select supabase_id from public.users',
  $$ values (tests.uid('rls-a')) $$, 'A sees only their own users row');
select is_empty($$ select 1 from public.users where supabase_id = tests.uid('rls-b') $$,
  'A cannot read B''s row even by id');
select throws_ok($$ update public.users set subscription_tier = 'pro'
  where supabase_id = tests.uid('rls-a') $$, '42501', null, 'A cannot make themselves pro');
select throws_ok($$ update public.users set scans_remaining = 100
  where supabase_id = tests.uid('rls-a') $$, '42501', null, 'A cannot top up their own scans');
select throws_ok($$ update public.users set scans_used = 0 $$, '42501', null, 'A cannot reset scans_used');
select throws_ok($$ update public.users set first_name = 'Mallory'
  where supabase_id = tests.uid('rls-b') $$, '42501', null, 'A cannot change B''s row');
select throws_ok($$ delete from public.users where supabase_id = tests.uid('rls-b') $$,
  '42501', null, 'A cannot delete B''s row');
select throws_ok($$ insert into public.users (supabase_id, email, subscription_tier, scans_remaining)
  values (tests.uid('rls-a'), 'x@example.test', 'pro', 99) $$,
  '42501', null, 'A cannot insert a users row');
select throws_ok('select id from auth.users', '42501', null, 'A cannot read auth.users');

-- User B.
select tests.authenticate_as('rls-b');
select results_eq('select supabase_id from public.users',
  $$ values (tests.uid('rls-b')) $$, 'B sees only their own users row');
select throws_ok($$ update public.users set subscription_tier = 'free', scans_remaining = 0
  where supabase_id = tests.uid('rls-a') $$, '42501', null, 'B cannot change A''s tier or scans');

-- Anonymous, with and without someone's claims.
select tests.authenticate_as_anon();
select throws_ok('select * from public.users', '42501', null, 'anon cannot read users');
select throws_ok($$ update public.users set scans_remaining = 5 $$, '42501', null, 'anon cannot update users');
select tests.authenticate_as_anon(claiming => 'rls-a');
select throws_ok('select * from public.users', '42501', null, 'anon with A''s sub still cannot read users');

-- Nothing changed.
select tests.clear_authentication();
select results_eq($$ select subscription_tier, scans_remaining, scans_used, first_name from public.users
  where supabase_id = tests.uid('rls-a') $$,
  $$ values ('free'::text, 1, 0, 'Ada'::text) $$, 'A''s tier, scans and name are unchanged');
select results_eq($$ select subscription_tier, scans_remaining, scans_used, first_name from public.users
  where supabase_id = tests.uid('rls-b') $$,
  $$ values ('pro'::text, 15, 0, 'Bob'::text) $$, 'B''s tier, scans and name are unchanged');
select is((select count(*)::int from public.users where email like 'rls-_@example.test'), 2, 'still two users rows');

select * from finish();
rollback;
