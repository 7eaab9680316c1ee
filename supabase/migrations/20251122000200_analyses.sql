-- analyses: one scored profile per row (profile, per-section results and Pro content in analysis_data).
-- Who may touch it:
--   authenticated: SELECT and DELETE its own rows only (RLS). No INSERT/UPDATE: a row is created or re-scored
--                  only by the quota functions, so a scan is charged if and only if an analysis is stored.
--   anon:          nothing.
--   service_role:  everything.
create table public.analyses (
  id uuid primary key default gen_random_uuid(),
  supabase_id uuid not null references public.users (supabase_id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  file_type text not null check (file_type in ('pdf', 'image')),
  overall_score integer not null check (overall_score between 0 and 100),
  rubric_version text not null,
  profile_hash text not null,
  analysis_data jsonb not null default '{}'::jsonb,
  -- Client-chosen key that makes a retried POST /api/analyze store (and charge) once.
  idempotency_key text check (char_length(idempotency_key) between 1 and 200),
  constraint analyses_user_idempotency_key unique (supabase_id, idempotency_key)
);
-- Lists and the dashboard read one user's rows newest first.
create index analyses_user_created_idx on public.analyses (supabase_id, created_at desc);

create trigger analyses_set_updated_at before update on public.analyses
  for each row execute function public.set_updated_at();

alter table public.analyses enable row level security;
revoke all on table public.analyses from anon, authenticated;
grant select, delete on table public.analyses to authenticated;
grant select, insert, update, delete on table public.analyses to service_role;

create policy "analyses: read own rows" on public.analyses
  for select to authenticated
  using ((select auth.uid()) = supabase_id);

create policy "analyses: delete own rows" on public.analyses
  for delete to authenticated
  using ((select auth.uid()) = supabase_id);
