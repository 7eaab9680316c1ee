// Users for the many-users load, made inside the bench server through its own database handle: N auth users with a
// live session each (as signing up leaves them), a signed access token, scans to spend and one stored analysis
// (a copy of a template) to read. Signing up N users over HTTP would measure scrypt and the sign-up limits, not
// the API.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../edge/adapters/db/sql.ts';
import { loadSigningKeys } from '../../edge/adapters/node/local-auth/keys.ts';
import { signAccessToken } from '../../edge/adapters/node/local-auth/tokens.ts';

export interface LoadUser {
  id: string;
  token: string;
  analysisId: string;
}

/** issuer: the `iss` of a token the server issued; template: an analysis id whose document the copies share. */
export async function seedLoadUsers(sql: Sql, n: number, issuer: string, template: string): Promise<LoadUser[]> {
  const keys = await loadSigningKeys(sql);
  const now = new Date();
  const users: LoadUser[] = [];
  for (let i = 0; i < n; i++) {
    const id = randomUUID();
    const sessionId = randomUUID();
    const email = `load-${i}-${id.slice(0, 8)}@example.test`;
    await sql.tx(async (tx) => {
      await tx.query(
        `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, created_at, updated_at)
         values ($1, $2, '{"first_name":"Load"}'::jsonb, $3, $3, $3)`,
        [id, email, now],
      );
      await tx.query('insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, $3, $3)', [
        sessionId,
        id,
        now,
      ]);
      // The sign-up trigger made the users row; the load spends scans without running out.
      await tx.query(
        `insert into public.users (supabase_id, email, first_name, subscription_tier, scans_remaining)
         values ($1, $2, 'Load', 'free', 1000000)
         on conflict (supabase_id) do update set scans_remaining = excluded.scans_remaining`,
        [id, email],
      );
    });
    const [copy] = await sql.query<{ id: string }>(
      `insert into public.analyses (supabase_id, file_type, overall_score, rubric_version, profile_hash, analysis_data)
       select $1, file_type, overall_score, rubric_version, profile_hash, analysis_data
       from public.analyses where id = $2 returning id`,
      [id, template],
    );
    const { token } = await signAccessToken(keys, {
      issuer,
      userId: id,
      email,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: { first_name: 'Load' },
      sessionId,
      authenticatedAt: Math.floor(now.getTime() / 1000),
      isAnonymous: false,
      now,
    });
    users.push({ id, token, analysisId: copy.id });
  }
  return users;
}
