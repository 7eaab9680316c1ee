-- analyses.summary (the list's few fields of analysis_data): follows the document on insert, re-scan and
-- direct updates, cannot be written by anyone, and RLS hides other users' summaries like their rows.
begin;
select plan(8);

insert into auth.users (id, email) values
  ('f1f1f1f1-0000-4000-8000-0000000000f1', 's-one@example.test'),
  ('f2f2f2f2-0000-4000-8000-0000000000f2', 's-two@example.test');
insert into public.users (supabase_id, email, subscription_tier, scans_remaining) values
  ('f1f1f1f1-0000-4000-8000-0000000000f1', 's-one@example.test', 'free', 5),
  ('f2f2f2f2-0000-4000-8000-0000000000f2', 's-two@example.test', 'free', 5)
  -- The sign-up trigger made each row already; this sets the test's values.
  on conflict (supabase_id) do update set email = excluded.email, subscription_tier = excluded.subscription_tier, scans_remaining = excluded.scans_remaining;

create temp table one_row as
  select (r.analysis).id from public.create_analysis_charged('f1f1f1f1-0000-4000-8000-0000000000f1', 'pdf', 70,
    'r1', 'h1', $${"profile": {"basics": {"name": "Ada", "label": "Engineer", "email": "a@x.test"}},
                   "result": {"sections": {"about": {"score": 40, "findings": ["long"]}, "skills": {"score": 9}}},
                   "pro": {"content": "not in the summary"}}$$::jsonb, null) r;

select results_eq('select summary from public.analyses where id = (select id from one_row)',
  $$ values ('{"profile": {"basics": {"name": "Ada", "label": "Engineer"}},
               "result": {"sections": {"about": {"score": 40}, "skills": {"score": 9}}}}'::jsonb) $$,
  'insert: the summary holds name, headline and section scores only');

select lives_ok($$ select * from public.rescan_analysis_charged('f1f1f1f1-0000-4000-8000-0000000000f1',
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

set local role authenticated;
set local request.jwt.claims to '{"sub":"f1f1f1f1-0000-4000-8000-0000000000f1","role":"authenticated"}';
select results_eq('select count(*)::int from public.analyses where summary is not null', array[1],
  'the owner reads their summary');
select throws_ok($$ update public.analyses set analysis_data = '{}' $$, '42501', null,
  'the owner cannot rewrite the document the summary comes from');
set local request.jwt.claims to '{"sub":"f2f2f2f2-0000-4000-8000-0000000000f2","role":"authenticated"}';
select is_empty('select summary from public.analyses', 'another user sees no summary');

select * from finish();
rollback;
