-- Billing: Stripe events applied once each, in any order (docs/design.md section 7).
-- Who may touch any of this: the server only (webhook handler, /api/update-subscription, the local checkout).
-- anon and authenticated: nothing (no grants, no policies); the functions are revoked from them as well.

-- payment_events: every Stripe webhook event we processed, keyed by Stripe's event id, so a redelivered event
-- is recognised and applied once.
create table public.payment_events (
  id text primary key,
  type text not null,
  created_at timestamptz not null default now(),
  payload jsonb not null,
  -- What applying it did (billing_apply's outcome) and to whom: for support and audits.
  outcome text,
  supabase_id uuid
);
alter table public.payment_events enable row level security;
revoke all on table public.payment_events from anon, authenticated;
grant select, insert, update, delete on table public.payment_events to service_role;

-- billing_subscriptions: what we know about each subscription, so that events arriving out of order (Stripe
-- does not guarantee order) still end in the right state: a grant after the deletion does nothing, a stale
-- update is skipped, a renewal resets the allowance once per billing period.
-- https://docs.stripe.com/webhooks#event-ordering
create table public.billing_subscriptions (
  id text primary key,
  supabase_id uuid not null references public.users (supabase_id) on delete cascade,
  customer_id text,
  granted boolean not null default false,
  ended boolean not null default false,
  -- The billing period whose allowance was granted last (renewal invoices for it or earlier do nothing).
  allowance_period_end timestamptz,
  status text,
  cancel_at_period_end boolean not null default false,
  current_period_end timestamptz,
  -- Stripe's `created` of the newest subscription event applied (older ones are stale).
  status_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index billing_subscriptions_user_idx on public.billing_subscriptions (supabase_id);
create trigger billing_subscriptions_set_updated_at before update on public.billing_subscriptions
  for each row execute function public.set_updated_at();
alter table public.billing_subscriptions enable row level security;
revoke all on table public.billing_subscriptions from anon, authenticated;
grant select, insert, update, delete on table public.billing_subscriptions to service_role;

-- dev_checkout_sessions: the local checkout and billing portal of the embedded default (no Stripe account).
-- Created everywhere so the schema is one; unused when Stripe is configured.
create table public.dev_checkout_sessions (
  id text primary key,
  kind text not null check (kind in ('checkout', 'portal')),
  supabase_id uuid references public.users (supabase_id) on delete cascade,
  customer_id text not null,
  email text,
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  subscription_id text,
  -- checkout: where the browser goes after paying / cancelling; portal: where "Back" goes.
  success_url text,
  cancel_url text,
  return_url text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
alter table public.dev_checkout_sessions enable row level security;
revoke all on table public.dev_checkout_sessions from anon, authenticated;
grant select, insert, update, delete on table public.dev_checkout_sessions to service_role;

-- billing_apply: one command (edge/core/billing/types.ts), atomically: claim the event id, find the user, lock
-- their row, apply. Scans come from the caller's plans.ts values (p_pro_scans, p_free_scans), never a literal.
-- Outcomes: duplicate | applied | no_change | unmatched.
create function public.billing_apply(
  p_event_id text,
  p_event_type text,
  p_event_created timestamptz,
  p_payload jsonb,
  p_action text,
  p_user uuid,
  p_customer text,
  p_subscription text,
  p_period_end timestamptz,
  p_cancel_at_period_end boolean,
  p_status text,
  p_pro_scans integer,
  p_free_scans integer,
  out outcome text,
  out user_id uuid
)
language plpgsql set search_path = '' as $$
declare
  v_user public.users;
  v_sub public.billing_subscriptions;
begin
  if p_action not in ('grant', 'renew', 'update', 'delete') then
    raise exception 'unknown billing action %', p_action using errcode = '22023';
  end if;
  if p_subscription is null then
    raise exception 'billing command without a subscription id' using errcode = '22023';
  end if;

  -- 1. Idempotency: the first transaction to insert the event id applies it; every redelivery stops here
  --    (a concurrent one waits on the primary key until the first commits, then sees the conflict).
  if p_event_id is not null then
    insert into public.payment_events (id, type, payload) values (p_event_id, p_event_type, coalesce(p_payload, '{}'))
      on conflict (id) do nothing;
    if not found then
      outcome := 'duplicate';
      return;
    end if;
  end if;

  -- 2. Whose subscription: the id the event names, else what we already know about the subscription or customer.
  user_id := p_user;
  if user_id is null then
    select s.supabase_id into user_id from public.billing_subscriptions s where s.id = p_subscription;
  end if;
  if user_id is null and p_customer is not null then
    select u.supabase_id into user_id from public.users u where u.stripe_customer_id = p_customer;
  end if;
  if user_id is null then
    select u.supabase_id into user_id from public.users u where u.stripe_subscription_id = p_subscription;
  end if;
  select * into v_user from public.users u where u.supabase_id = user_id for update;
  if not found then
    outcome := 'unmatched';
    user_id := null;
    update public.payment_events set outcome = 'unmatched' where id = p_event_id;
    return;
  end if;

  insert into public.billing_subscriptions (id, supabase_id, customer_id) values (p_subscription, user_id, p_customer)
    on conflict (id) do nothing;
  select * into v_sub from public.billing_subscriptions s where s.id = p_subscription for update;
  if v_sub.supabase_id <> user_id then
    -- A subscription id that belongs to someone else: never move it between accounts.
    outcome := 'unmatched';
    update public.payment_events set outcome = 'unmatched', supabase_id = user_id where id = p_event_id;
    return;
  end if;
  outcome := 'no_change';

  if p_action in ('grant', 'renew') then
    if v_sub.ended then
      null; -- paid for a subscription that has already ended (events out of order): stays as it is
    elsif p_action = 'grant' and v_sub.granted then
      update public.billing_subscriptions
        set allowance_period_end = greatest(allowance_period_end, p_period_end),
            current_period_end = greatest(current_period_end, p_period_end)
        where id = p_subscription;
    elsif p_action = 'renew' and v_sub.granted and p_period_end is not null
          and v_sub.allowance_period_end is not null and p_period_end <= v_sub.allowance_period_end then
      null; -- a renewal for a period already granted (or an older one)
    else
      update public.billing_subscriptions
        set granted = true, allowance_period_end = greatest(allowance_period_end, p_period_end),
            current_period_end = greatest(current_period_end, p_period_end),
            customer_id = coalesce(customer_id, p_customer)
        where id = p_subscription;
      update public.users
        set subscription_tier = 'pro',
            scans_remaining = p_pro_scans,
            stripe_customer_id = coalesce(stripe_customer_id, p_customer),
            stripe_subscription_id = p_subscription,
            cancel_at_period_end = v_sub.cancel_at_period_end,
            current_period_end = greatest(v_sub.current_period_end, p_period_end)
        where supabase_id = user_id;
      outcome := 'applied';
    end if;

  elsif p_action = 'update' then
    if not v_sub.ended and (v_sub.status_at is null or p_event_created is null or p_event_created >= v_sub.status_at) then
      update public.billing_subscriptions
        set status = coalesce(p_status, status),
            cancel_at_period_end = coalesce(p_cancel_at_period_end, cancel_at_period_end),
            -- Periods only move forward; a stale event must not pull the period end back.
            current_period_end = greatest(current_period_end, p_period_end),
            status_at = coalesce(p_event_created, status_at)
        where id = p_subscription
        returning * into v_sub;
      if v_sub.granted and v_user.stripe_subscription_id = p_subscription then
        update public.users
          set cancel_at_period_end = v_sub.cancel_at_period_end, current_period_end = v_sub.current_period_end
          where supabase_id = user_id;
        outcome := 'applied';
      end if;
    end if;

  else -- delete
    if not v_sub.ended then
      update public.billing_subscriptions
        set ended = true, status = coalesce(p_status, 'canceled'), cancel_at_period_end = false,
            status_at = greatest(status_at, p_event_created)
        where id = p_subscription;
      -- Only the subscription that made the user Pro can take Pro away (an old one ending changes nothing).
      if v_user.stripe_subscription_id = p_subscription then
        update public.users
          set subscription_tier = 'free',
              -- Free is 1 analysis in total: what is left of it after the analyses already used.
              scans_remaining = least(scans_remaining, greatest(p_free_scans - scans_used, 0)),
              stripe_subscription_id = null,
              cancel_at_period_end = false,
              current_period_end = null
          where supabase_id = user_id;
        outcome := 'applied';
      end if;
    end if;
  end if;

  update public.payment_events set outcome = billing_apply.outcome, supabase_id = billing_apply.user_id
    where id = p_event_id;
end $$;

revoke all on function public.billing_apply(text, text, timestamptz, jsonb, text, uuid, text, text, timestamptz,
  boolean, text, integer, integer) from public, anon, authenticated;
grant execute on function public.billing_apply(text, text, timestamptz, jsonb, text, uuid, text, text, timestamptz,
  boolean, text, integer, integer) to service_role;
