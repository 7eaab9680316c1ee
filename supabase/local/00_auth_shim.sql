-- Local only (plain PostgreSQL / PGlite): what Supabase itself provides, so the migrations and their RLS
-- run unchanged. Mirrors supabase/postgres init scripts and GoTrue's final auth.* helper functions
-- (see shared notes: supabase-auth-sql.md). Never applied to a Supabase project.
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;

-- The app's login role must be able to `set role` to the API roles (no-op for superusers).
do $$ begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
exception when others then null;
end $$;

create schema if not exists auth;
create schema if not exists extensions;
grant usage on schema auth, public, extensions to anon, authenticated, service_role;

-- Supabase grants the API roles everything new in public by default (supabase/postgres init scripts:
-- `alter default privileges in schema public grant all on tables/functions/sequences to anon, authenticated,
-- service_role`). Mirror it so the migrations' revokes are tested from the same starting point as on Supabase.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key,
  aud varchar(255) not null default 'authenticated',
  role varchar(255) not null default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false,
  banned_until timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;

-- Local auth service state (GoTrue keeps the same in auth.sessions / auth.refresh_tokens).
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  not_after timestamptz
);
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on auth.refresh_tokens (session_id);
-- The local service's ES256 signing key (private JWK), created once per database.
create table if not exists auth.signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);
-- Nothing here is granted to anon/authenticated: as on Supabase, clients cannot read auth.* tables.

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
