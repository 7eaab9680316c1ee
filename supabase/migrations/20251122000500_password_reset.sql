-- password_reset_tokens: single-use reset links (docs/design.md 9.5). Only a SHA-256 hash of the token is stored;
-- the link is valid until expires_at (1 hour) and only while used_at is null.
-- Who may touch it: the server only. anon and authenticated: nothing (no grants, no policies).
create table public.password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_tokens_user_idx on public.password_reset_tokens (user_id);
alter table public.password_reset_tokens enable row level security;
revoke all on table public.password_reset_tokens from anon, authenticated;
grant select, insert, update, delete on table public.password_reset_tokens to service_role;
-- The reset request finds the account by email in one statement; without this index that is a full scan of
-- users on every (anonymous) request.
create index users_email_lower_idx on public.users (lower(email));
