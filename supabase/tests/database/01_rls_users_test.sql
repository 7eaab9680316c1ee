-- public.users from each user's point of view: A and B read only their own row, and no client role can change
-- a tier or a scan balance (their own or anyone else's).
begin;
select plan(17);

insert into auth.users (id, email) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'rls-a@example.test'),
  ('bbbbbbbb-0000-4000-8000-000000000002', 'rls-b@example.test');
insert into public.users (supabase_id, email, first_name, subscription_tier, scans_remaining) values
  ('aaaaaaaa-0000-4000-8000-000000000001', 'rls-a@example.test', 'Ada', 'free', 1),
  ('bbbbbbbb-0000-4000-8000-000000000002', 'rls-b@example.test', 'Bob', 'pro', 15)
  -- The sign-up trigger made each row already; this sets the test's values.
  on conflict (supabase_id) do update set email = excluded.email, first_name = excluded.first_name, subscription_tier = excluded.subscription_tier, scans_remaining = excluded.scans_remaining;

-- User A, exactly as PostgREST/our store set it up.
set local role authenticated;
set local request.jwt.claims to '{"sub":"aaaaaaaa-0000-4000-8000-000000000001","role":"authenticated"}';

select results_eq('select supabase_id from public.users',
  $$ values ('aaaaaaaa-0000-4000-8000-000000000001'::uuid) $$, 'A sees only their own users row');
select is_empty($$ select 1 from public.users where supabase_id = 'bbbbbbbb-0000-4000-8000-000000000002' $$,
  'A cannot read B''s row even by id');
select throws_ok($$ update public.users set subscription_tier = 'pro'
  where supabase_id = 'aaaaaaaa-0000-4000-8000-000000000001' $$, '42501', null, 'A cannot make themselves pro');
select throws_ok($$ update public.users set scans_remaining = 100
  where supabase_id = 'aaaaaaaa-0000-4000-8000-000000000001' $$, '42501', null, 'A cannot top up their own scans');
select throws_ok($$ update public.users set scans_used = 0 $$, '42501', null, 'A cannot reset scans_used');
select throws_ok($$ update public.users set first_name = 'Mallory'
  where supabase_id = 'bbbbbbbb-0000-4000-8000-000000000002' $$, '42501', null, 'A cannot change B''s row');
select throws_ok($$ delete from public.users where supabase_id = 'bbbbbbbb-0000-4000-8000-000000000002' $$,
  '42501', null, 'A cannot delete B''s row');
select throws_ok($$ insert into public.users (supabase_id, email, subscription_tier, scans_remaining)
  values ('aaaaaaaa-0000-4000-8000-000000000001', 'x@example.test', 'pro', 99) $$,
  '42501', null, 'A cannot insert a users row');
select throws_ok('select id from auth.users', '42501', null, 'A cannot read auth.users');

-- User B.
reset role;
set local role authenticated;
set local request.jwt.claims to '{"sub":"bbbbbbbb-0000-4000-8000-000000000002","role":"authenticated"}';
select results_eq('select supabase_id from public.users',
  $$ values ('bbbbbbbb-0000-4000-8000-000000000002'::uuid) $$, 'B sees only their own users row');
select throws_ok($$ update public.users set subscription_tier = 'free', scans_remaining = 0
  where supabase_id = 'aaaaaaaa-0000-4000-8000-000000000001' $$, '42501', null, 'B cannot change A''s tier or scans');

-- Anonymous, with and without someone's claims.
reset role;
set local role anon;
set local request.jwt.claims to '{"role":"anon"}';
select throws_ok('select * from public.users', '42501', null, 'anon cannot read users');
select throws_ok($$ update public.users set scans_remaining = 5 $$, '42501', null, 'anon cannot update users');
set local request.jwt.claims to '{"sub":"aaaaaaaa-0000-4000-8000-000000000001","role":"anon"}';
select throws_ok('select * from public.users', '42501', null, 'anon with A''s sub still cannot read users');

-- Nothing changed.
reset role;
select results_eq($$ select subscription_tier, scans_remaining, scans_used, first_name from public.users
  where supabase_id = 'aaaaaaaa-0000-4000-8000-000000000001' $$,
  $$ values ('free'::text, 1, 0, 'Ada'::text) $$, 'A''s tier, scans and name are unchanged');
select results_eq($$ select subscription_tier, scans_remaining, scans_used, first_name from public.users
  where supabase_id = 'bbbbbbbb-0000-4000-8000-000000000002' $$,
  $$ values ('pro'::text, 15, 0, 'Bob'::text) $$, 'B''s tier, scans and name are unchanged');
select is((select count(*)::int from public.users where email like 'rls-_@example.test'), 2, 'still two users rows');

select * from finish();
rollback;
