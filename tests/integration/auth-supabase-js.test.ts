// The real @supabase/supabase-js client against the local auth service over HTTP: the calls the web app makes.
import { randomUUID } from 'node:crypto';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalAuthServer, startLocalAuthServer } from '../helpers/auth.ts';
import { eachDb } from '../helpers/db.ts';

// Reassigned per database by eachDb's suites, which run one after the other.
let srv: LocalAuthServer;

const email = () => `user-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'first-pass-123';

async function signedUp(address = email(), password = PASSWORD) {
  const client = srv.client();
  const { data, error } = await client.auth.signUp({
    email: address,
    password,
    options: { data: { first_name: 'Ada', last_name: 'Lovelace' } },
  });
  expect(error).toBeNull();
  return { client, email: address, session: data.session!, user: data.user! };
}

eachDb('supabase-js against the local auth service', (db) => {
  beforeAll(async () => {
    srv = await startLocalAuthServer({ sql: db.sql });
  });
  afterAll(async () => {
    await srv?.stop();
  });

  it('signUp returns a session and the user with user_metadata', async () => {
    const address = email();
    const { session, user } = await signedUp(`  ${address.toUpperCase()} `);
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(user.email).toBe(address);
    expect(user.user_metadata).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.aud).toBe('authenticated');
    expect(user.email_confirmed_at).toBeTruthy();
  });

  it('a second signUp with the same email is user_already_exists (422)', async () => {
    const { email: address } = await signedUp();
    const { data, error } = await srv.client().auth.signUp({ email: ` ${address.toUpperCase()}`, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('signUp refuses a short password as weak_password and a malformed email as validation_failed', async () => {
    const weak = await srv.client().auth.signUp({ email: email(), password: '12345' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    const bad = await srv.client().auth.signUp({ email: 'nobody-at-example', password: PASSWORD });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signInWithPassword works, wrong password and unknown email are invalid_credentials (400)', async () => {
    const { email: address, user } = await signedUp();
    const ok = await srv.client().auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);
    expect(ok.data.session?.access_token).toBeTruthy();
    for (const attempt of [
      { email: address, password: 'wrong-pass-123' },
      { email: email(), password: PASSWORD },
    ]) {
      const bad = await srv.client().auth.signInWithPassword(attempt);
      expect(bad.error).toBeInstanceOf(AuthApiError);
      expect(bad.error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
      expect(bad.data.session).toBeNull();
    }
  });

  it('getUser returns the signed-in user', async () => {
    const { client, user } = await signedUp();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, user_metadata: { first_name: 'Ada' } });
  });

  it('refreshSession rotates the refresh token and the new tokens work', async () => {
    const { client, session } = await signedUp();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const again = await client.auth.refreshSession();
    expect(again.error).toBeNull();
    expect((await client.auth.getUser(again.data.session!.access_token)).data.user?.id).toBe(session.user.id);
  });

  it('reusing a rotated refresh token fails and revokes the whole session family', async () => {
    const { client, session } = await signedUp();
    const rotated = await client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const reuse = await srv.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The legitimate holder's newer token is dead too: whoever replayed the old one cannot keep a foothold.
    const newest = await srv.client().auth.refreshSession({ refresh_token: rotated.data.session!.refresh_token });
    expect(newest.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const unknown = await srv.client().auth.refreshSession({ refresh_token: 'x'.repeat(43) });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('updateUser({password}): old password fails, new works, other sessions end', async () => {
    const { client, email: address } = await signedUp();
    const other = await srv.client().auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(other.error).toBeNull();
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await client.auth.updateUser({ password: 'second-pass-456' });
    expect(changed.error).toBeNull();
    const old = await srv.client().auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const fresh = await srv.client().auth.signInWithPassword({ email: address, password: 'second-pass-456' });
    expect(fresh.error).toBeNull();
    const otherRefresh = await srv.client().auth.refreshSession({ refresh_token: other.data.session!.refresh_token });
    expect(otherRefresh.error).not.toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('updateUser({data}) merges into user_metadata and null removes a key', async () => {
    const { client } = await signedUp();
    const { data, error } = await client.auth.updateUser({ data: { first_name: 'Augusta', last_name: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Augusta' });
    expect(data.user?.user_metadata).not.toHaveProperty('last_name');
    const refreshed = await client.auth.refreshSession();
    const payload = JSON.parse(Buffer.from(refreshed.data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(payload.user_metadata.first_name).toBe('Augusta');
  });

  it('updateUser refuses an email change with a clear error', async () => {
    const { client } = await signedUp();
    const { error } = await client.auth.updateUser({ email: email() });
    expect(error).toMatchObject({ status: 422, code: 'email_change_not_supported' });
  });

  it('signOut clears the local session and the server session', async () => {
    const { client, session } = await signedUp();
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const refresh = await srv.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await srv.client().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });

  it('resetPasswordForEmail answers without revealing whether the email exists', async () => {
    const { email: address } = await signedUp();
    expect((await srv.client().auth.resetPasswordForEmail(address)).error).toBeNull();
    expect((await srv.client().auth.resetPasswordForEmail(email())).error).toBeNull();
  });
});
