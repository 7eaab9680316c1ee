-- public.analyses and the server-only tables from each user's point of view: A reads and deletes only their own
-- analyses, cannot create, edit or charge them, and no client role reaches payments, reset tokens or mail.
begin;
select plan(19);

select tests.create_user('an-a');
select tests.create_user('an-b');
-- The sign-up trigger made each users row; this sets the test's values.
update public.users set scans_remaining = 3 where supabase_id in (tests.uid('an-a'), tests.uid('an-b'));
insert into public.analyses (id, supabase_id, file_type, overall_score, rubric_version, profile_hash) values
  ('a0000000-0000-4000-8000-000000000001', tests.uid('an-a'), 'pdf', 61, 'r1', 'ha1'),
  ('a0000000-0000-4000-8000-000000000002', tests.uid('an-a'), 'image', 40, 'r1', 'ha2'),
  ('b0000000-0000-4000-8000-000000000001', tests.uid('an-b'), 'pdf', 88, 'r1', 'hb1');
insert into public.payment_events (id, type, payload) values ('evt_test_1', 'checkout.session.completed', '{}');

-- User A.
select tests.authenticate_as('an-a');
select results_eq('select id from public.analyses order by id',
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid), ('a0000000-0000-4000-8000-000000000002'::uuid) $$,
  'A sees only their own analyses');
select lives_ok($$ delete from public.analyses where id = 'b0000000-0000-4000-8000-000000000001' $$,
  'A''s delete of B''s analysis runs (RLS hides the row)');
select throws_ok($$ update public.analyses set overall_score = 100 $$, '42501', null, 'A cannot edit analyses');
select throws_ok($$ insert into public.analyses (supabase_id, file_type, overall_score, rubric_version, profile_hash)
  values (tests.uid('an-a'), 'pdf', 100, 'r1', 'x') $$, '42501', null,
  'A cannot insert an analysis without being charged');
select throws_ok($$ select * from public.create_analysis_charged(tests.uid('an-a'), 'pdf', 50,
  'r1', 'h', '{}'::jsonb, null) $$, '42501', null, 'A cannot call the quota function');
select throws_ok($$ select * from public.rescan_analysis_charged(tests.uid('an-a'),
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
select tests.authenticate_as('an-b');
select results_eq('select id from public.analyses',
  $$ values ('b0000000-0000-4000-8000-000000000001'::uuid) $$, 'B sees exactly their own analysis');

-- Anonymous.
select tests.authenticate_as_anon();
select throws_ok('select * from public.analyses', '42501', null, 'anon cannot read analyses');
select throws_ok($$ delete from public.analyses $$, '42501', null, 'anon cannot delete analyses');

-- As the owner again: B's analysis survived A's delete; nobody was charged.
select tests.clear_authentication();
select results_eq($$ select count(*)::int from public.analyses where id = 'b0000000-0000-4000-8000-000000000001' $$,
  array[1], 'B''s analysis survived A''s delete');
select results_eq($$ select overall_score from public.analyses where id = 'a0000000-0000-4000-8000-000000000001' $$,
  array[61], 'A''s remaining analysis is unchanged');
select results_eq($$ select sum(scans_remaining)::int, sum(scans_used)::int from public.users
  where email like 'an-_@example.test' $$, $$ values (6, 0) $$, 'no scan was charged or refunded');

select * from finish();
rollback;
