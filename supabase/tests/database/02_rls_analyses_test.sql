-- public.analyses and the server-only tables from each user's point of view: A reads and deletes only their own
-- analyses, cannot create, edit or charge them, and no client role reaches payments, reset tokens or mail.
begin;
select plan(19);

insert into auth.users (id, email) values
  ('aaaaaaaa-0000-4000-8000-00000000000a', 'an-a@example.test'),
  ('bbbbbbbb-0000-4000-8000-00000000000b', 'an-b@example.test');
insert into public.users (supabase_id, email, scans_remaining) values
  ('aaaaaaaa-0000-4000-8000-00000000000a', 'an-a@example.test', 3),
  ('bbbbbbbb-0000-4000-8000-00000000000b', 'an-b@example.test', 3)
  -- The sign-up trigger made each row already; this sets the test's values.
  on conflict (supabase_id) do update set email = excluded.email, scans_remaining = excluded.scans_remaining;
insert into public.analyses (id, supabase_id, file_type, overall_score, rubric_version, profile_hash) values
  ('a0000000-0000-4000-8000-000000000001', 'aaaaaaaa-0000-4000-8000-00000000000a', 'pdf', 61, 'r1', 'ha1'),
  ('a0000000-0000-4000-8000-000000000002', 'aaaaaaaa-0000-4000-8000-00000000000a', 'image', 40, 'r1', 'ha2'),
  ('b0000000-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-00000000000b', 'pdf', 88, 'r1', 'hb1');
insert into public.payment_events (id, type, payload) values ('evt_test_1', 'checkout.session.completed', '{}');

-- User A.
set local role authenticated;
set local request.jwt.claims to '{"sub":"aaaaaaaa-0000-4000-8000-00000000000a","role":"authenticated"}';
select results_eq('select id from public.analyses order by id',
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid), ('a0000000-0000-4000-8000-000000000002'::uuid) $$,
  'A sees only their own analyses');
select lives_ok($$ delete from public.analyses where id = 'b0000000-0000-4000-8000-000000000001' $$,
  'A''s delete of B''s analysis runs (RLS hides the row)');
select throws_ok($$ update public.analyses set overall_score = 100 $$, '42501', null, 'A cannot edit analyses');
select throws_ok($$ insert into public.analyses (supabase_id, file_type, overall_score, rubric_version, profile_hash)
  values ('aaaaaaaa-0000-4000-8000-00000000000a', 'pdf', 100, 'r1', 'x') $$, '42501', null,
  'A cannot insert an analysis without being charged');
select throws_ok($$ select * from public.create_analysis_charged('aaaaaaaa-0000-4000-8000-00000000000a', 'pdf', 50,
  'r1', 'h', '{}'::jsonb, null) $$, '42501', null, 'A cannot call the quota function');
select throws_ok($$ select * from public.rescan_analysis_charged('aaaaaaaa-0000-4000-8000-00000000000a',
  'a0000000-0000-4000-8000-000000000001', 50, 'r1', 'h', '{}'::jsonb) $$, '42501', null,
  'A cannot call the rescan function');
select lives_ok($$ delete from public.analyses where id = 'a0000000-0000-4000-8000-000000000002' $$,
  'A deletes their own analysis');
select results_eq('select count(*)::int from public.analyses', array[1], 'A now has one analysis');
select throws_ok('select * from public.payment_events', '42501', null, 'A cannot read payment events');
select throws_ok($$ insert into public.payment_events (id, type, payload) values ('evt_x', 'x', '{}') $$, '42501',
  null, 'A cannot record a payment event');
select throws_ok('select * from public.password_reset_tokens', '42501', null, 'A cannot read reset tokens');
select throws_ok('select * from public.mail_outbox', '42501', null, 'A cannot read the mail outbox');
select throws_ok('select * from public.contact_requests', '42501', null, 'A cannot read contact requests');

-- User B still sees their own analysis.
reset role;
set local role authenticated;
set local request.jwt.claims to '{"sub":"bbbbbbbb-0000-4000-8000-00000000000b","role":"authenticated"}';
select results_eq('select id from public.analyses',
  $$ values ('b0000000-0000-4000-8000-000000000001'::uuid) $$, 'B sees exactly their own analysis');

-- Anonymous.
reset role;
set local role anon;
select throws_ok('select * from public.analyses', '42501', null, 'anon cannot read analyses');
select throws_ok($$ delete from public.analyses $$, '42501', null, 'anon cannot delete analyses');

-- As the owner again: B's analysis survived A's delete; nobody was charged.
reset role;
select results_eq($$ select count(*)::int from public.analyses where id = 'b0000000-0000-4000-8000-000000000001' $$,
  array[1], 'B''s analysis survived A''s delete');
select results_eq($$ select overall_score from public.analyses where id = 'a0000000-0000-4000-8000-000000000001' $$,
  array[61], 'A''s remaining analysis is unchanged');
select results_eq($$ select sum(scans_remaining)::int, sum(scans_used)::int from public.users
  where email like 'an-_@example.test' $$, $$ values (6, 0) $$, 'no scan was charged or refunded');

select * from finish();
rollback;
