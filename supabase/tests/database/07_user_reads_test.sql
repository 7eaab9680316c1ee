-- The one-statement reads: each returns only the given user's rows (RLS applies inside), hands the caller its own
-- role and claims back, and no client role may call them (the user id is a parameter).
begin;
select plan(10);

select tests.create_user('r-one');
select tests.create_user('r-two');
-- The sign-up trigger made each users row; this sets the test's values.
update public.users set subscription_tier = 'pro', scans_remaining = 5 where supabase_id = tests.uid('r-one');
update public.users set subscription_tier = 'free', scans_remaining = 5 where supabase_id = tests.uid('r-two');
insert into public.analyses (id, supabase_id, created_at, file_type, overall_score, rubric_version, profile_hash,
  analysis_data) values
  ('c1000000-0000-4000-8000-000000000001', tests.uid('r-one'), now() - interval '1 day', 'pdf',
    61, 'r1', 'h1', '{"profile": {"basics": {"name": "One"}}, "result": {"sections": {"about": {"score": 4}}}}'),
  ('c1000000-0000-4000-8000-000000000002', tests.uid('r-one'), now(), 'image', 40, 'r1', 'h2',
    '{"pro": {"x": 1}}'),
  ('c2000000-0000-4000-8000-000000000001', tests.uid('r-two'), now(), 'pdf', 88, 'r1', 'h3',
    '{}');

select results_eq($$ select id from public.read_analyses(tests.uid('r-one'), true) $$,
  $$ values ('c1000000-0000-4000-8000-000000000002'::uuid), ('c1000000-0000-4000-8000-000000000001'::uuid) $$,
  'read_analyses: the user''s own analyses, newest first');
select results_eq($$ select analysis_data from public.read_analyses(tests.uid('r-one'), true, 1)
  $$, $$ values ('{"profile": {"basics": {"name": null, "label": null}}, "result": {"sections": null}}'::jsonb) $$,
  'read_analyses: summary and limit');
select results_eq($$ select analysis_data from public.read_analyses(tests.uid('r-one'), false, 1)
  $$, $$ values ('{"pro": {"x": 1}}'::jsonb) $$, 'read_analyses: the full document without summary');
select results_eq($$ select overall_score, subscription_tier from public.read_analysis(
  tests.uid('r-one'), 'c1000000-0000-4000-8000-000000000001') $$,
  $$ values (61, 'pro'::text) $$, 'read_analysis: the analysis with its owner''s tier');
select is_empty($$ select * from public.read_analysis(tests.uid('r-two'),
  'c1000000-0000-4000-8000-000000000001') $$, 'read_analysis: another user''s analysis is not found');

-- RLS, not only the WHERE clause: with a policy that hides everything, the function returns nothing.
create policy "test: hide" on public.analyses as restrictive for select to authenticated using (false);
select is_empty($$ select * from public.read_analyses(tests.uid('r-one'), false) $$,
  'read_analyses runs under RLS');
drop policy "test: hide" on public.analyses;

select ok(current_user = 'postgres' and coalesce(current_setting('request.jwt.claims', true), '') = '',
  'the caller''s role and claims are back after a read');

select tests.authenticate_as('r-one');
select throws_ok($$ select * from public.read_analyses(tests.uid('r-two'), true) $$, '42501',
  null, 'authenticated cannot read another user''s list through the function');
select throws_ok($$ select * from public.read_analysis(tests.uid('r-two'),
  'c2000000-0000-4000-8000-000000000001') $$, '42501', null, 'authenticated cannot call read_analysis');
select tests.authenticate_as_anon();
select throws_ok($$ select * from public.read_analyses(tests.uid('r-one'), true) $$, '42501',
  null, 'anon cannot call read_analyses');

select * from finish();
rollback;
