-- analyses.summary: the few bytes of analysis_data a list shows (name, headline, each section's score), kept
-- next to the row so GET /api/analyses reads neither the full document nor its TOAST chunks. A stored generated
-- column: PostgreSQL recomputes it whenever analysis_data changes (insert, re-scan, Pro content added), so it can
-- never disagree with the document. Same privileges as the table: authenticated reads it on its own rows only.

-- The summary's shape is the subset of analysis_data that summarizeAnalysis (edge/core/analysis/dto.ts) reads.
create function public.analysis_summary(p_data jsonb)
returns jsonb
language sql immutable parallel safe set search_path = '' as $$
  select jsonb_build_object(
    'profile', jsonb_build_object('basics', jsonb_build_object(
      'name', p_data #> '{profile,basics,name}', 'label', p_data #> '{profile,basics,label}')),
    'result', jsonb_build_object('sections', (
      select jsonb_object_agg(s.key, jsonb_build_object('score', s.value -> 'score'))
      from jsonb_each(case when jsonb_typeof(p_data #> '{result,sections}') = 'object'
                           then p_data #> '{result,sections}' else '{}'::jsonb end) s)))
$$;

alter table public.analyses
  add column summary jsonb not null generated always as (public.analysis_summary(analysis_data)) stored;
