-- The quota functions as the server calls them: a scan is charged if and only if an analysis is stored or
-- re-scored; replays of an idempotency key charge once; distinct SQLSTATEs for "no scans" and "pending".
begin;
select plan(17);

select tests.create_user('q-one');
select tests.create_user('q-pending');
select tests.create_user('q-other');
-- The sign-up trigger made each users row; this sets the test's values.
update public.users set subscription_tier = 'free', scans_remaining = 2 where supabase_id = tests.uid('q-one');
update public.users set subscription_tier = 'pending', scans_remaining = 5 where supabase_id = tests.uid('q-pending');
update public.users set subscription_tier = 'pro', scans_remaining = 15 where supabase_id = tests.uid('q-other');

create temp table first_call as
  select (r.analysis).id, r.replayed from public.create_analysis_charged(tests.uid('q-one'),
    'pdf', 72, 'r1', 'h1', '{"k":1}'::jsonb, 'key-1') r;
select results_eq('select replayed from first_call', array[false], 'first call stores a new analysis');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = tests.uid('q-one') $$, $$ values (1, 1) $$, 'and charges one scan');

select results_eq($$ select (r.analysis).id, r.replayed from public.create_analysis_charged(
    tests.uid('q-one'), 'pdf', 10, 'r1', 'other', '{}'::jsonb, 'key-1') r $$,
  $$ select id, true from first_call $$, 'the same idempotency key returns the first analysis');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = tests.uid('q-one') $$, $$ values (1, 1) $$, 'and charges nothing');
select results_eq($$ select overall_score from public.analyses where id = (select id from first_call) $$,
  array[72], 'the replay does not overwrite the stored analysis');

select lives_ok($$ select * from public.create_analysis_charged(tests.uid('q-one'), 'image', 55,
  'r1', 'h2', '{}'::jsonb, null) $$, 'the last scan is spent');
select throws_ok($$ select * from public.create_analysis_charged(tests.uid('q-one'), 'pdf', 55,
  'r1', 'h3', '{}'::jsonb, null) $$, 'PS402', null, 'no scans left: PS402');
select results_eq($$ select count(*)::int from public.analyses where supabase_id = tests.uid('q-one') $$,
  array[2], 'two analyses stored for two scans');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = tests.uid('q-one') $$, $$ values (0, 2) $$, 'balance is 0 left, 2 used');

select throws_ok($$ select * from public.create_analysis_charged(tests.uid('q-pending'), 'pdf', 55,
  'r1', 'h', '{}'::jsonb, null) $$, 'PS409', null, 'tier pending: PS409');
select throws_ok($$ select * from public.create_analysis_charged(tests.uid('q-other'), 'pdf', 101,
  'r1', 'h', '{}'::jsonb, null) $$, '23514', null, 'an invalid analysis (score 101) is refused');

-- Re-scan: in place, one scan.
select throws_ok($$ select * from public.rescan_analysis_charged(tests.uid('q-other'),
  (select id from first_call), 90, 'r2', 'h9', '{}'::jsonb) $$, 'PS404', null,
  'another user''s analysis is not found (and not charged)');
update public.users set scans_remaining = 1 where supabase_id = tests.uid('q-one');
select results_eq($$ select (r.analysis).id, (r.analysis).overall_score, (r.analysis).rubric_version
  from public.rescan_analysis_charged(
    tests.uid('q-one'), (select id from first_call), 90, 'r2', 'h9', '{}'::jsonb) r $$,
  $$ select id, 90, 'r2'::text from first_call $$, 'rescan updates the same row');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = tests.uid('q-one') $$, $$ values (0, 3) $$, 'rescan charged one scan');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = tests.uid('q-other') $$, $$ values (15, 0) $$,
  'the refused analysis and the failed rescan charged nothing');

-- Nothing to re-score (same profile hash, same rubric version): the row stands and nothing is charged, even at 0.
select results_eq($$ select r.charged, (r.analysis).overall_score, r.previous_rubric_version
  from public.rescan_analysis_charged(tests.uid('q-one'), (select id from first_call), 11, 'r2',
    'h9', '{}'::jsonb) r $$, $$ values (false, 90, 'r2'::text) $$, 'an unchanged rescan returns the stored row');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = tests.uid('q-one') $$, $$ values (0, 3) $$, 'an unchanged rescan is free');

select * from finish();
rollback;
