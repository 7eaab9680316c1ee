-- History per person. analyses.profile_key says whose profile an analysis is: the person's name, case- and
-- space-folded (re-exports of one profile differ in nothing else), or the profile hash when there is no name.
-- A stored generated column, like the summary, so it can never disagree with the document; the index serves the
-- history page's "one profile, newest first" pages and the "previous analysis of this profile" lookup.
create function public.profile_key(p_data jsonb, p_hash text)
returns text
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(
    nullif(lower(regexp_replace(btrim(coalesce(p_data #>> '{profile,basics,name}', '')), '\s+', ' ', 'g')), ''),
    'hash:' || p_hash)
$$;

alter table public.analyses
  add column profile_key text not null generated always as (public.profile_key(analysis_data, profile_hash)) stored;
create index analyses_user_profile_created_idx on public.analyses (supabase_id, profile_key, created_at desc, id desc);

-- Re-scan, now free when there is nothing to re-score: the same profile (hash) under the same rubric version
-- would only reproduce the stored result, so the row is returned untouched and no scan is charged, whatever the
-- balance. Otherwise as before: re-scored in place, one scan, PS402/PS409/PS404. The previous score, rubric
-- version and scoring time come back so the API can say why the score moved (or since when it has not).
-- If exists: a database made from scratch never had the first version (20251122000300_quota.sql no longer has it).
drop function if exists public.rescan_analysis_charged(uuid, uuid, integer, text, text, jsonb);

create function public.rescan_analysis_charged(
  p_user uuid,
  p_analysis uuid,
  p_score integer,
  p_rubric_version text,
  p_profile_hash text,
  p_data jsonb,
  out analysis public.analyses,
  out charged boolean,
  out previous_score integer,
  out previous_rubric_version text,
  out previous_scored_at timestamptz
)
language plpgsql set search_path = '' as $$
declare
  v_old public.analyses;
begin
  perform public.quota_lock_user(p_user);
  -- Someone else's id is "not found", never charged.
  select a.* into v_old from public.analyses a where a.id = p_analysis and a.supabase_id = p_user for update;
  if not found then
    raise exception 'Analysis not found' using errcode = 'PS404';
  end if;
  previous_score := v_old.overall_score;
  previous_rubric_version := v_old.rubric_version;
  previous_scored_at := v_old.updated_at;

  if v_old.profile_hash = p_profile_hash and v_old.rubric_version = p_rubric_version then
    analysis := v_old;
    charged := false;
    return;
  end if;
  perform public.quota_charge_scan(p_user);
  update public.analyses
    set overall_score = p_score, rubric_version = p_rubric_version, profile_hash = p_profile_hash,
        analysis_data = p_data
    where id = p_analysis
    returning * into analysis;
  charged := true;
end $$;

revoke all on function public.rescan_analysis_charged(uuid, uuid, integer, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.rescan_analysis_charged(uuid, uuid, integer, text, text, jsonb) to service_role;

-- The one-statement reads (*_user_reads.sql) learn the history: pages of one user's analyses, optionally of one
-- profile, strictly older than a cursor (time to the millisecond, as JSON carries it, then id), and each row's
-- profile_key. Replaced rather than overloaded, so a call with the old arguments still means one function.
drop function public.read_analyses(uuid, boolean, integer);
drop function public.read_analysis(uuid, uuid);

create function public.read_analyses(
  p_user uuid,
  p_summary boolean,
  p_limit integer default null,
  p_profile_key text default null,
  p_before_at timestamptz default null,
  p_before_id uuid default null
)
returns table (
  id uuid,
  supabase_id uuid,
  created_at timestamptz,
  file_type text,
  overall_score integer,
  rubric_version text,
  profile_hash text,
  profile_key text,
  analysis_data jsonb
)
language plpgsql stable
set search_path = ''
set role = authenticated
set "request.jwt.claims" = ''
as $$
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', p_user, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
  return query
    select a.id, a.supabase_id, a.created_at, a.file_type, a.overall_score, a.rubric_version, a.profile_hash,
      a.profile_key, case when p_summary then a.summary else a.analysis_data end
    from public.analyses a
    where a.supabase_id = p_user
      and (p_profile_key is null or a.profile_key = p_profile_key)
      and (p_before_at is null
           or (date_trunc('milliseconds', a.created_at), a.id) < (p_before_at, coalesce(p_before_id, a.id)))
    order by date_trunc('milliseconds', a.created_at) desc, a.id desc
    limit p_limit;
end $$;

create function public.read_analysis(p_user uuid, p_id uuid)
returns table (
  id uuid,
  supabase_id uuid,
  created_at timestamptz,
  file_type text,
  overall_score integer,
  rubric_version text,
  profile_hash text,
  profile_key text,
  analysis_data jsonb,
  subscription_tier text
)
language plpgsql stable
set search_path = ''
set role = authenticated
set "request.jwt.claims" = ''
as $$
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', p_user, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
  return query
    select a.id, a.supabase_id, a.created_at, a.file_type, a.overall_score, a.rubric_version, a.profile_hash,
      a.profile_key, a.analysis_data, u.subscription_tier
    from public.analyses a
    join public.users u on u.supabase_id = a.supabase_id
    where a.id = p_id and a.supabase_id = p_user;
end $$;

-- One user's profiles (the history filter): each profile's key, its name as the newest analysis spells it, how
-- many analyses and the newest one's time; most recently analysed first.
create function public.read_profiles(p_user uuid)
returns table (profile_key text, name text, count integer, latest_at timestamptz)
language plpgsql stable
set search_path = ''
set role = authenticated
set "request.jwt.claims" = ''
as $$
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', p_user, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
  return query
    select a.profile_key, (array_agg(a.summary #>> '{profile,basics,name}' order by a.created_at desc))[1],
      count(*)::integer, max(a.created_at)
    from public.analyses a
    where a.supabase_id = p_user
    group by a.profile_key
    order by max(a.created_at) desc;
end $$;

revoke all on function public.read_analyses(uuid, boolean, integer, text, timestamptz, uuid)
  from public, anon, authenticated;
revoke all on function public.read_analysis(uuid, uuid) from public, anon, authenticated;
revoke all on function public.read_profiles(uuid) from public, anon, authenticated;
grant execute on function public.read_analyses(uuid, boolean, integer, text, timestamptz, uuid) to service_role;
grant execute on function public.read_analysis(uuid, uuid) to service_role;
grant execute on function public.read_profiles(uuid) to service_role;
