-- The scan quota, enforced in one SQL call: a scan is charged if and only if an analysis is stored (or re-scored).
-- One copy of the lock and charge steps, used by create_analysis_charged (here) and rescan_analysis_charged
-- (20251125000100_analysis_history.sql). Both were first written out in full in 20251122000300_quota.sql;
-- `create or replace` brings databases made before this file to the same definition.
-- Errors the store maps to API errors (custom SQLSTATEs, so no message parsing):
--   PS402  no scans left              -> AppError NO_SCANS (402)
--   PS409  tier is pending (unpaid)   -> AppError PAYMENT_PENDING (409)
--   PS404  no users row / no analysis -> not found
-- Who may call: the server only (its connection owns the tables). EXECUTE is revoked from public, anon and
-- authenticated, and every function is SECURITY INVOKER, so even a leaked grant would still hit RLS.

-- Locks the user's row first: all charges of one user queue here, and in READ COMMITTED every later statement
-- takes a fresh snapshot, so an idempotency lookup and the balance check see every earlier charge.
create or replace function public.quota_lock_user(p_user uuid)
returns void
language plpgsql set search_path = '' as $$
begin
  perform 1 from public.users u where u.supabase_id = p_user for update;
  if not found then
    raise exception 'No account row for this user' using errcode = 'PS404';
  end if;
end $$;

-- Charges one scan of a user whose row this transaction holds, or raises: a pending tier first, then no balance.
create or replace function public.quota_charge_scan(p_user uuid)
returns void
language plpgsql set search_path = '' as $$
declare
  v_tier text;
  v_left integer;
begin
  select u.subscription_tier, u.scans_remaining into v_tier, v_left
    from public.users u where u.supabase_id = p_user;
  if v_tier = 'pending' then
    raise exception 'Payment is still pending' using errcode = 'PS409';
  end if;
  if v_left < 1 then
    raise exception 'No scans left' using errcode = 'PS402';
  end if;
  update public.users
    set scans_remaining = scans_remaining - 1, scans_used = scans_used + 1
    where supabase_id = p_user;
end $$;

create or replace function public.create_analysis_charged(
  p_user uuid,
  p_file_type text,
  p_score integer,
  p_rubric_version text,
  p_profile_hash text,
  p_data jsonb,
  p_idempotency_key text default null,
  out analysis public.analyses,
  out replayed boolean
)
language plpgsql set search_path = '' as $$
begin
  perform public.quota_lock_user(p_user);
  if p_idempotency_key is not null then
    select a.* into analysis from public.analyses a
      where a.supabase_id = p_user and a.idempotency_key = p_idempotency_key;
    if found then
      replayed := true;
      return;
    end if;
  end if;
  perform public.quota_charge_scan(p_user);
  insert into public.analyses
    (supabase_id, file_type, overall_score, rubric_version, profile_hash, analysis_data, idempotency_key)
    values (p_user, p_file_type, p_score, p_rubric_version, p_profile_hash, p_data, p_idempotency_key)
    returning * into analysis;
  replayed := false;
end $$;

revoke all on function public.quota_lock_user(uuid) from public, anon, authenticated;
revoke all on function public.quota_charge_scan(uuid) from public, anon, authenticated;
revoke all on function public.create_analysis_charged(uuid, text, integer, text, text, jsonb, text)
  from public, anon, authenticated;
grant execute on function public.quota_lock_user(uuid) to service_role;
grant execute on function public.quota_charge_scan(uuid) to service_role;
grant execute on function public.create_analysis_charged(uuid, text, integer, text, text, jsonb, text) to service_role;
