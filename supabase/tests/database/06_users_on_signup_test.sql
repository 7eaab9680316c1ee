-- The sign-up trigger: an auth user gets its users row in the same transaction, with the values the server's lazy
-- creation would give it, never more than the free allowance; nothing a client can call.
begin;
select plan(11);

select trigger_is('auth', 'users', 'on_auth_user_created', 'public', 'create_user_row',
  'auth.users runs create_user_row after each insert');
select ok(not has_function_privilege(r, 'public.create_user_row()', 'EXECUTE'),
  format('%s may not execute create_user_row', r))
  from unnest(array['anon', 'authenticated']) as r;

insert into auth.users (id, email, raw_user_meta_data) values
  ('a1a1a1a1-0000-4000-8000-0000000000a1', 'su-free@example.test', '{"first_name":"  Ada ","last_name":"Byron"}'),
  ('a2a2a2a2-0000-4000-8000-0000000000a2', 'su-pro@example.test', '{"first_name":"Pat","plan":"pro"}'),
  ('a3a3a3a3-0000-4000-8000-0000000000a3', 'su-odd@example.test',
    '{"first_name":{"x":1},"last_name":42,"plan":["pro"],"subscription_tier":"pro","scans_remaining":99}');

select results_eq(
  $$ select first_name, last_name, subscription_tier, scans_remaining, scans_used from public.users
     where supabase_id = 'a1a1a1a1-0000-4000-8000-0000000000a1' $$,
  $$ values ('Ada'::text, 'Byron'::text, 'free'::text, 1, 0) $$,
  'a free sign-up gets a free row with the free allowance and its trimmed name');
select results_eq(
  $$ select email, subscription_tier, scans_remaining from public.users
     where supabase_id = 'a2a2a2a2-0000-4000-8000-0000000000a2' $$,
  $$ values ('su-pro@example.test'::text, 'pending'::text, 0) $$,
  'a Pro sign-up is pending with no scans until the payment');
select results_eq(
  $$ select first_name, last_name, subscription_tier, scans_remaining from public.users
     where supabase_id = 'a3a3a3a3-0000-4000-8000-0000000000a3' $$,
  $$ values (''::text, ''::text, 'free'::text, 1) $$,
  'metadata cannot set a tier or scans, and names that are not strings are left empty');

insert into auth.users (id, email, raw_user_meta_data)
  values ('a4a4a4a4-0000-4000-8000-0000000000a4', 'su-long@example.test',
    jsonb_build_object('first_name', repeat('n', 500)));
select is((select length(first_name) from public.users where supabase_id = 'a4a4a4a4-0000-4000-8000-0000000000a4'),
  100, 'a long name is cut to 100 characters');

-- A row the server made first (the lazy path) is left as it is.
insert into auth.users (id, email) values ('a5a5a5a5-0000-4000-8000-0000000000a5', 'su-lazy@example.test');
delete from public.users where supabase_id = 'a5a5a5a5-0000-4000-8000-0000000000a5';
select is_empty($$ select 1 from public.users where supabase_id = 'a5a5a5a5-0000-4000-8000-0000000000a5' $$,
  'without the trigger''s row the account has none until the server creates it');
insert into public.users (supabase_id, email, first_name, subscription_tier, scans_remaining)
  values ('a5a5a5a5-0000-4000-8000-0000000000a5', 'su-lazy@example.test', 'Lazy', 'free', 1);
select results_eq($$ select first_name from public.users where supabase_id = 'a5a5a5a5-0000-4000-8000-0000000000a5' $$,
  $$ values ('Lazy'::text) $$, 'the lazily created row stands');

-- Deleting the auth user still removes the row (the cascade), and a sign-up never fails because of the trigger.
delete from auth.users where id = 'a1a1a1a1-0000-4000-8000-0000000000a1';
select is_empty($$ select 1 from public.users where supabase_id = 'a1a1a1a1-0000-4000-8000-0000000000a1' $$,
  'deleting the auth user removes its users row');
select lives_ok($$ insert into auth.users (id, email) values ('a6a6a6a6-0000-4000-8000-0000000000a6', null) $$,
  'an auth user without an email still signs up');

select * from finish();
rollback;
