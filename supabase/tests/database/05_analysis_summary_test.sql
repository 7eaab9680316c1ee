-- analyses.summary (the list's few fields of analysis_data): follows the document on insert, re-scan and
-- direct updates, cannot be written by anyone, and RLS hides other users' summaries like their rows.
begin;
select plan(8);

select tests.create_user('s-one');
select tests.create_user('s-two');
-- The sign-up trigger made each users row; this sets the test's values.
update public.users set subscription_tier = 'free', scans_remaining = 5
  where supabase_id in (tests.uid('s-one'), tests.uid('s-two'));

create temp table one_row as
  select (r.analysis).id from public.create_analysis_charged(tests.uid('s-one'), 'pdf', 70,
    'r1', 'h1', $${"profile": {"basics": {"name": "Ada", "label": "Engineer", "email": "a@x.test"}},
                   "result": {"sections": {"about": {"score": 40, "findings": ["long"]}, "skills": {"score": 9}}},
                   "pro": {"content": "not in the summary"}}$$::jsonb, null) r;

select results_eq('select summary from public.analyses where id = (select id from one_row)',
  $$ values ('{"profile": {"basics": {"name": "Ada", "label": "Engineer"}},
               "result": {"sections": {"about": {"score": 40}, "skills": {"score": 9}}}}'::jsonb) $$,
  'insert: the summary holds name, headline and section scores only');

select lives_ok($$ select * from public.rescan_analysis_charged(tests.uid('s-one'),
  (select id from one_row), 80, 'r2', 'h2',
  '{"profile": {"basics": {"name": "Ada L"}}, "result": {"sections": {"about": {"score": 55}}}}'::jsonb) $$,
  'the analysis is re-scanned');
select results_eq('select summary from public.analyses where id = (select id from one_row)',
  $$ values ('{"profile": {"basics": {"name": "Ada L", "label": null}},
               "result": {"sections": {"about": {"score": 55}}}}'::jsonb) $$,
  're-scan: the summary follows the new document');

update public.analyses set analysis_data = '{"result": {"sections": []}}' where id = (select id from one_row);
select results_eq('select summary from public.analyses where id = (select id from one_row)',
  $$ values ('{"profile": {"basics": {"name": null, "label": null}}, "result": {"sections": null}}'::jsonb) $$,
  'a malformed document still yields a summary (sections not an object -> null)');

select throws_ok($$ update public.analyses set summary = '{}' where id = (select id from one_row) $$, '428C9', null,
  'nobody writes the summary directly (generated column)');

select tests.authenticate_as('s-one');
select results_eq('select count(*)::int from public.analyses where summary is not null', array[1],
  'the owner reads their summary');
select throws_ok($$ update public.analyses set analysis_data = '{}' $$, '42501', null,
  'the owner cannot rewrite the document the summary comes from');
select tests.authenticate_as('s-two');
select is_empty('select summary from public.analyses', 'another user sees no summary');

select * from finish();
rollback;
