-- users: the app's view of an account (name, tier, scan balance, Stripe ids), one row per auth user, created
-- lazily by the server on the first authenticated request.
-- Who may touch it:
--   authenticated: SELECT its own row only (RLS). No INSERT/UPDATE/DELETE: tier and scans change only through
--                  the server (table owner) and the quota functions, never from a client.
--   anon:          nothing.
--   service_role:  everything (server-side key; bypasses RLS on Supabase).
create table public.users (
  supabase_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  first_name text not null default '',
  last_name text not null default '',
  subscription_tier text not null default 'free' check (subscription_tier in ('free', 'pending', 'pro')),
  scans_remaining integer not null default 0 check (scans_remaining >= 0),
  scans_used integer not null default 0 check (scans_used >= 0),
  stripe_customer_id text unique,
  stripe_subscription_id text unique,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Shared by every table with updated_at. search_path pinned: Supabase's linter flags mutable search paths.
create function public.set_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
revoke all on function public.set_updated_at() from public, anon, authenticated;

create trigger users_set_updated_at before update on public.users
  for each row execute function public.set_updated_at();

alter table public.users enable row level security;
-- Supabase's default privileges grant all to the API roles; take them back and grant only what is needed.
-- https://supabase.com/docs/guides/database/postgres/row-level-security
revoke all on table public.users from anon, authenticated;
grant select on table public.users to authenticated;
grant select, insert, update, delete on table public.users to service_role;

create policy "users: read own row" on public.users
  for select to authenticated
  using ((select auth.uid()) = supabase_id);
