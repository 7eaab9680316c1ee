-- Helpers for the pgTAP files in supabase/tests/database, loaded by scripts/pgtap.ts into the scratch database
-- before pg_prove runs them: test users are named by a word instead of a hand-written UUID, and a file says whose
-- point of view it takes in one call. After basejump's supabase-test-helpers (tests.create_supabase_user,
-- tests.authenticate_as): https://github.com/usebasejump/supabase-test-helpers
create schema tests;
-- Called while a test acts as a user, to switch to another one.
grant usage on schema tests to anon, authenticated;

-- The id of the test user called `name`: the same in every call, so a file names users by word throughout.
create function tests.uid(name text) returns uuid
language sql immutable set search_path = '' as $$
  select md5('profile-score test user ' || name)::uuid
$$;

-- An account called `name` (auth.users, as a sign-up makes it; the sign-up trigger makes its public.users row).
-- The email defaults to <name>@example.test; the id is tests.uid(name).
create function tests.create_user(name text, email text default null) returns void
language sql set search_path = '' as $$
  insert into auth.users (id, email) values (tests.uid(name), coalesce(email, name || '@example.test'))
$$;

-- (No SET clause on the three functions that switch users: their settings must outlive the call.)
-- Until tests.clear_authentication() or the end of the transaction, the test is `name` signed in: role
-- authenticated with the JWT claims Supabase's API sets for a request, so RLS decides what it sees.
create function tests.authenticate_as(name text) returns void
language plpgsql as $$
begin
  perform pg_catalog.set_config('role', 'authenticated', true);
  perform pg_catalog.set_config('request.jwt.claims',
    json_build_object('sub', tests.uid(name), 'role', 'authenticated')::text, true);
end $$;

-- A visitor without an account: role anon, with no user's claims, or with the id of the user called `claiming`
-- (a token that claims to be someone but carries the anon role).
create function tests.authenticate_as_anon(claiming text default null) returns void
language plpgsql as $$
begin
  perform pg_catalog.set_config('role', 'anon', true);
  perform pg_catalog.set_config('request.jwt.claims', case when claiming is null then '{"role":"anon"}'
    else json_build_object('sub', tests.uid(claiming), 'role', 'anon')::text end, true);
end $$;

-- Back to the test's own role (the database owner, as the server is), with no claims.
create function tests.clear_authentication() returns void
language plpgsql as $$
begin
  perform pg_catalog.set_config('role', 'none', true);
  perform pg_catalog.set_config('request.jwt.claims', '', true);
end $$;
