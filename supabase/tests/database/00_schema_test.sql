-- Schema and privileges: RLS on every table, and the API roles hold exactly the grants the migrations intend.
begin;
select plan(32);

select has_table('public', t, format('table public.%s exists', t))
  from unnest(array['users', 'analyses', 'payment_events', 'password_reset_tokens', 'contact_requests',
                    'mail_outbox']) as t;

select is_empty(
  $$ select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity $$,
  'row level security is enabled on every table in public'
);

-- Table-level grants for the client roles.
select table_privs_are('public', 'users', 'authenticated', array['SELECT'], 'authenticated may only SELECT users');
select table_privs_are('public', 'analyses', 'authenticated', array['SELECT', 'DELETE'],
  'authenticated may only SELECT and DELETE analyses');
select table_privs_are('public', t, 'anon', array[]::text[], format('anon has no privilege on %s', t))
  from unnest(array['users', 'analyses', 'payment_events', 'password_reset_tokens', 'contact_requests',
                    'mail_outbox']) as t;
select table_privs_are('public', t, 'authenticated', array[]::text[], format('authenticated has no privilege on %s', t))
  from unnest(array['payment_events', 'password_reset_tokens', 'contact_requests', 'mail_outbox']) as t;

-- No column-level grant sneaks tier or scans back in (has_column_privilege sees table and column grants).
select ok(
  not exists (
    select 1 from unnest(array['anon', 'authenticated']) r, unnest(array['subscription_tier', 'scans_remaining',
      'scans_used']) c, unnest(array['INSERT', 'UPDATE']) p
    where has_column_privilege(r, 'public.users', c, p)
  ),
  'no client role may insert or update subscription_tier, scans_remaining or scans_used'
);

-- The quota functions: the server only.
select function_privs_are('public', 'create_analysis_charged',
  array['uuid', 'text', 'integer', 'text', 'text', 'jsonb', 'text'], r, array[]::text[],
  format('%s may not execute create_analysis_charged', r))
  from unnest(array['anon', 'authenticated']) as r;
select function_privs_are('public', 'rescan_analysis_charged',
  array['uuid', 'uuid', 'integer', 'text', 'text', 'jsonb'], r, array[]::text[],
  format('%s may not execute rescan_analysis_charged', r))
  from unnest(array['anon', 'authenticated']) as r;
select ok(not has_function_privilege('public', 'public.create_analysis_charged(uuid, text, integer, text, text, jsonb, text)', 'EXECUTE'),
  'PUBLIC may not execute create_analysis_charged');
select ok(not has_function_privilege('public', 'public.rescan_analysis_charged(uuid, uuid, integer, text, text, jsonb)', 'EXECUTE'),
  'PUBLIC may not execute rescan_analysis_charged');

select policies_are('public', 'users', array['users: read own row']);
select policies_are('public', 'analyses', array['analyses: read own rows', 'analyses: delete own rows']);
select policies_are('public', t, array[]::name[], format('%s has no policies (server only)', t))
  from unnest(array['payment_events', 'password_reset_tokens', 'contact_requests', 'mail_outbox']) as t;

select * from finish();
rollback;
