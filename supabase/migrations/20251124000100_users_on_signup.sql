-- A users row from the moment an account exists. The password reset mails only accounts with a users row, and the
-- server used to create it on the first API call only, so an account that signed up and never opened the app got
-- no reset mail. Supabase's documented pattern: an AFTER INSERT trigger on auth.users, in the sign-up's own
-- transaction. Locally our auth service inserts into the shim's auth.users, so the same trigger fires there.
-- https://supabase.com/docs/guides/auth/managing-user-data#using-triggers
-- The values are those of the server's lazy creation (PostgresStore.ensureUser), which stays as the fallback for
-- accounts made before this migration: names from the sign-up metadata (strings only, trimmed, 100 characters),
-- 'pending' with no scans for a Pro sign-up (only the payment grants Pro), else 'free' with the free allowance
-- (PLANS.free.scans in edge/core/plans.ts; tests/integration/users-on-signup.test.ts keeps the two equal).
create function public.create_user_row() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  pro boolean := jsonb_typeof(meta -> 'plan') = 'string' and meta ->> 'plan' = 'pro';
begin
  insert into public.users (supabase_id, email, first_name, last_name, subscription_tier, scans_remaining)
  values (
    new.id,
    coalesce(new.email, ''),
    case when jsonb_typeof(meta -> 'first_name') = 'string'
      then left(regexp_replace(meta ->> 'first_name', '^\s+|\s+$', '', 'g'), 100) else '' end,
    case when jsonb_typeof(meta -> 'last_name') = 'string'
      then left(regexp_replace(meta ->> 'last_name', '^\s+|\s+$', '', 'g'), 100) else '' end,
    case when pro then 'pending' else 'free' end,
    case when pro then 0 else 1 end
  )
  on conflict (supabase_id) do nothing;
  return new;
exception when others then
  -- A failing trigger would fail the sign-up itself; the lazy creation on the first API call covers this account.
  raise warning 'users row for % not created: %', new.id, sqlerrm;
  return new;
end $$;
revoke all on function public.create_user_row() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.create_user_row();
