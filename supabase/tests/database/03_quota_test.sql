-- The quota functions as the server calls them: a scan is charged if and only if an analysis is stored or
-- re-scored; replays of an idempotency key charge once; distinct SQLSTATEs for "no scans" and "pending".
begin;
select plan(17);

insert into auth.users (id, email) values
  ('cccccccc-0000-4000-8000-00000000000c', 'q-one@example.test'),
  ('dddddddd-0000-4000-8000-00000000000d', 'q-pending@example.test'),
  ('eeeeeeee-0000-4000-8000-00000000000e', 'q-other@example.test');
insert into public.users (supabase_id, email, subscription_tier, scans_remaining) values
  ('cccccccc-0000-4000-8000-00000000000c', 'q-one@example.test', 'free', 2),
  ('dddddddd-0000-4000-8000-00000000000d', 'q-pending@example.test', 'pending', 5),
  ('eeeeeeee-0000-4000-8000-00000000000e', 'q-other@example.test', 'pro', 15)
  -- The sign-up trigger made each row already; this sets the test's values.
  on conflict (supabase_id) do update set email = excluded.email, subscription_tier = excluded.subscription_tier, scans_remaining = excluded.scans_remaining;

create temp table first_call as
  select (r.analysis).id, r.replayed from public.create_analysis_charged('cccccccc-0000-4000-8000-00000000000c',
    'pdf', 72, 'r1', 'h1', '{"k":1}'::jsonb, 'key-1') r;
select results_eq('select replayed from first_call', array[false], 'first call stores a new analysis');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = 'cccccccc-0000-4000-8000-00000000000c' $$, $$ values (1, 1) $$, 'and charges one scan');

select results_eq($$ select (r.analysis).id, r.replayed from public.create_analysis_charged(
    'cccccccc-0000-4000-8000-00000000000c', 'pdf', 10, 'r1', 'other', '{}'::jsonb, 'key-1') r $$,
  $$ select id, true from first_call $$, 'the same idempotency key returns the first analysis');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = 'cccccccc-0000-4000-8000-00000000000c' $$, $$ values (1, 1) $$, 'and charges nothing');
select results_eq($$ select overall_score from public.analyses where id = (select id from first_call) $$,
  array[72], 'the replay does not overwrite the stored analysis');

select lives_ok($$ select * from public.create_analysis_charged('cccccccc-0000-4000-8000-00000000000c', 'image', 55,
  'r1', 'h2', '{}'::jsonb, null) $$, 'the last scan is spent');
select throws_ok($$ select * from public.create_analysis_charged('cccccccc-0000-4000-8000-00000000000c', 'pdf', 55,
  'r1', 'h3', '{}'::jsonb, null) $$, 'PS402', null, 'no scans left: PS402');
select results_eq($$ select count(*)::int from public.analyses where supabase_id = 'cccccccc-0000-4000-8000-00000000000c' $$,
  array[2], 'two analyses stored for two scans');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = 'cccccccc-0000-4000-8000-00000000000c' $$, $$ values (0, 2) $$, 'balance is 0 left, 2 used');

select throws_ok($$ select * from public.create_analysis_charged('dddddddd-0000-4000-8000-00000000000d', 'pdf', 55,
  'r1', 'h', '{}'::jsonb, null) $$, 'PS409', null, 'tier pending: PS409');
select throws_ok($$ select * from public.create_analysis_charged('eeeeeeee-0000-4000-8000-00000000000e', 'pdf', 101,
  'r1', 'h', '{}'::jsonb, null) $$, '23514', null, 'an invalid analysis (score 101) is refused');

-- Re-scan: in place, one scan.
select throws_ok($$ select * from public.rescan_analysis_charged('eeeeeeee-0000-4000-8000-00000000000e',
  (select id from first_call), 90, 'r2', 'h9', '{}'::jsonb) $$, 'PS404', null,
  'another user''s analysis is not found (and not charged)');
update public.users set scans_remaining = 1 where supabase_id = 'cccccccc-0000-4000-8000-00000000000c';
select results_eq($$ select (r.analysis).id, (r.analysis).overall_score, (r.analysis).rubric_version
  from public.rescan_analysis_charged(
    'cccccccc-0000-4000-8000-00000000000c', (select id from first_call), 90, 'r2', 'h9', '{}'::jsonb) r $$,
  $$ select id, 90, 'r2'::text from first_call $$, 'rescan updates the same row');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = 'cccccccc-0000-4000-8000-00000000000c' $$, $$ values (0, 3) $$, 'rescan charged one scan');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = 'eeeeeeee-0000-4000-8000-00000000000e' $$, $$ values (15, 0) $$,
  'the refused analysis and the failed rescan charged nothing');

-- Nothing to re-score (same profile hash, same rubric version): the row stands and nothing is charged, even at 0.
select results_eq($$ select r.charged, (r.analysis).overall_score, r.previous_rubric_version
  from public.rescan_analysis_charged('cccccccc-0000-4000-8000-00000000000c', (select id from first_call), 11, 'r2',
    'h9', '{}'::jsonb) r $$, $$ values (false, 90, 'r2'::text) $$, 'an unchanged rescan returns the stored row');
select results_eq($$ select scans_remaining, scans_used from public.users
  where supabase_id = 'cccccccc-0000-4000-8000-00000000000c' $$, $$ values (0, 3) $$, 'an unchanged rescan is free');

select * from finish();
rollback;
