-- The one-statement reads: each returns only the given user's rows (RLS applies inside), hands the caller its own
-- role and claims back, and no client role may call them (the user id is a parameter).
begin;
select plan(10);

insert into auth.users (id, email) values
  ('c1c1c1c1-0000-4000-8000-0000000000c1', 'r-one@example.test'),
  ('c2c2c2c2-0000-4000-8000-0000000000c2', 'r-two@example.test');
insert into public.users (supabase_id, email, subscription_tier, scans_remaining) values
  ('c1c1c1c1-0000-4000-8000-0000000000c1', 'r-one@example.test', 'pro', 5),
  ('c2c2c2c2-0000-4000-8000-0000000000c2', 'r-two@example.test', 'free', 5)
  -- The sign-up trigger made each row already; this sets the test's values.
  on conflict (supabase_id) do update set email = excluded.email, subscription_tier = excluded.subscription_tier,
    scans_remaining = excluded.scans_remaining;
insert into public.analyses (id, supabase_id, created_at, file_type, overall_score, rubric_version, profile_hash,
  analysis_data) values
  ('c1000000-0000-4000-8000-000000000001', 'c1c1c1c1-0000-4000-8000-0000000000c1', now() - interval '1 day', 'pdf',
    61, 'r1', 'h1', '{"profile": {"basics": {"name": "One"}}, "result": {"sections": {"about": {"score": 4}}}}'),
  ('c1000000-0000-4000-8000-000000000002', 'c1c1c1c1-0000-4000-8000-0000000000c1', now(), 'image', 40, 'r1', 'h2',
    '{"pro": {"x": 1}}'),
  ('c2000000-0000-4000-8000-000000000001', 'c2c2c2c2-0000-4000-8000-0000000000c2', now(), 'pdf', 88, 'r1', 'h3',
    '{}');

select results_eq($$ select id from public.read_analyses('c1c1c1c1-0000-4000-8000-0000000000c1', true) $$,
  $$ values ('c1000000-0000-4000-8000-000000000002'::uuid), ('c1000000-0000-4000-8000-000000000001'::uuid) $$,
  'read_analyses: the user''s own analyses, newest first');
select results_eq($$ select analysis_data from public.read_analyses('c1c1c1c1-0000-4000-8000-0000000000c1', true, 1)
  $$, $$ values ('{"profile": {"basics": {"name": null, "label": null}}, "result": {"sections": null}}'::jsonb) $$,
  'read_analyses: summary and limit');
select results_eq($$ select analysis_data from public.read_analyses('c1c1c1c1-0000-4000-8000-0000000000c1', false, 1)
  $$, $$ values ('{"pro": {"x": 1}}'::jsonb) $$, 'read_analyses: the full document without summary');
select results_eq($$ select overall_score, subscription_tier from public.read_analysis(
  'c1c1c1c1-0000-4000-8000-0000000000c1', 'c1000000-0000-4000-8000-000000000001') $$,
  $$ values (61, 'pro'::text) $$, 'read_analysis: the analysis with its owner''s tier');
select is_empty($$ select * from public.read_analysis('c2c2c2c2-0000-4000-8000-0000000000c2',
  'c1000000-0000-4000-8000-000000000001') $$, 'read_analysis: another user''s analysis is not found');

-- RLS, not only the WHERE clause: with a policy that hides everything, the function returns nothing.
create policy "test: hide" on public.analyses as restrictive for select to authenticated using (false);
select is_empty($$ select * from public.read_analyses('c1c1c1c1-0000-4000-8000-0000000000c1', false) $$,
  'read_analyses runs under RLS');
drop policy "test: hide" on public.analyses;

select ok(current_user = 'postgres' and coalesce(current_setting('request.jwt.claims', true), '') = '',
  'the caller''s role and claims are back after a read');

set local role authenticated;
set local request.jwt.claims to '{"sub":"c1c1c1c1-0000-4000-8000-0000000000c1","role":"authenticated"}';
select throws_ok($$ select * from public.read_analyses('c2c2c2c2-0000-4000-8000-0000000000c2', true) $$, '42501',
  null, 'authenticated cannot read another user''s list through the function');
select throws_ok($$ select * from public.read_analysis('c2c2c2c2-0000-4000-8000-0000000000c2',
  'c2000000-0000-4000-8000-000000000001') $$, '42501', null, 'authenticated cannot call read_analysis');
reset role;
set local role anon;
select throws_ok($$ select * from public.read_analyses('c1c1c1c1-0000-4000-8000-0000000000c1', true) $$, '42501',
  null, 'anon cannot call read_analyses');

select * from finish();
rollback;
