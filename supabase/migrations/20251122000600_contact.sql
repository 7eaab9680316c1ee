-- contact_requests: messages from /contact and /contact-sales (docs/design.md 9.8), stored before they are emailed.
-- Who may touch it: the server only (it validates and rate-limits the form). anon and authenticated: nothing.
create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('contact', 'sales')),
  name text not null check (char_length(name) <= 200),
  email text not null check (char_length(email) <= 320),
  company text check (char_length(company) <= 200),
  subject text check (char_length(subject) <= 300),
  team_size text check (char_length(team_size) <= 40),
  message text not null check (char_length(message) <= 5000),
  supabase_id uuid references public.users (supabase_id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.contact_requests enable row level security;
revoke all on table public.contact_requests from anon, authenticated;
grant select, insert, update, delete on table public.contact_requests to service_role;

-- mail_outbox: the local mailer's "sent" folder (local mode reads reset links and contact mails from here).
-- Created everywhere so the schema is one; unused when a real mailer is configured.
-- Who may touch it: the server only. anon and authenticated: nothing.
create table public.mail_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  reply_to text,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
alter table public.mail_outbox enable row level security;
revoke all on table public.mail_outbox from anon, authenticated;
grant select, insert, update, delete on table public.mail_outbox to service_role;
revoke all on sequence public.mail_outbox_id_seq from anon, authenticated;
