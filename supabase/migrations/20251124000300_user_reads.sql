-- A user-scoped read in one statement, so it costs the server one round trip to PostgreSQL (Hyperdrive pays each
-- round trip across the network again): the function itself becomes the user (role authenticated, the JWT
-- claims Supabase would set) and selects, and RLS on the tables still decides which rows come back. Before,
-- the same read took four: begin, set role and claims, select, commit.
-- Role and claims are function-level settings (SET clauses), so PostgreSQL restores the caller's own on exit,
-- also inside a longer transaction.
-- Who may call: the server only, like the quota functions. EXECUTE is revoked from public, anon and
-- authenticated: the user id is a parameter, so a client allowed to call these could read as anyone.

-- One user's analyses, newest first. p_summary: the list's few fields (analyses.summary) in place of the full
-- document; p_limit: null for all.
create function public.read_analyses(p_user uuid, p_summary boolean, p_limit integer default null)
returns table (
  id uuid,
  supabase_id uuid,
  created_at timestamptz,
  file_type text,
  overall_score integer,
  rubric_version text,
  profile_hash text,
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
      case when p_summary then a.summary else a.analysis_data end
    from public.analyses a
    where a.supabase_id = p_user
    order by a.created_at desc, a.id desc
    limit p_limit;
end $$;

-- One analysis with its owner's tier (what presenting it needs), or no row when it is not the user's.
create function public.read_analysis(p_user uuid, p_id uuid)
returns table (
  id uuid,
  supabase_id uuid,
  created_at timestamptz,
  file_type text,
  overall_score integer,
  rubric_version text,
  profile_hash text,
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
      a.analysis_data, u.subscription_tier
    from public.analyses a
    join public.users u on u.supabase_id = a.supabase_id
    where a.id = p_id and a.supabase_id = p_user;
end $$;

revoke all on function public.read_analyses(uuid, boolean, integer) from public, anon, authenticated;
revoke all on function public.read_analysis(uuid, uuid) from public, anon, authenticated;
grant execute on function public.read_analyses(uuid, boolean, integer) to service_role;
grant execute on function public.read_analysis(uuid, uuid) to service_role;
