// What PostgREST does before each request, so our own queries see the same RLS as a Supabase client would:
// switch to the `authenticated` role and publish the JWT claims for auth.uid() / auth.jwt().
// https://docs.postgrest.org/en/stable/references/transactions.html (transaction-scoped settings)
import type { Sql } from './sql.ts';

/** The claims auth.uid()/auth.role() read. Built with JSON.stringify and bound as a parameter, never concatenated. */
export function userClaims(userId: string): string {
  return JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' });
}

// set_config('role', ...) is the function form of `set local role` (PostgREST uses it too): one round trip for
// both settings. Both are transaction-local, so they vanish at commit or rollback.
const ENTER = "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)";

// The same, and the transaction becomes READ ONLY (allowed at any point: only the way back to read-write is
// refused once the transaction has taken its snapshot), still one round trip.
export const ENTER_READ_ONLY = `${ENTER}, set_config('transaction_read_only', 'on', true)`;

/** Call at the start of a fresh transaction: the rest of the transaction runs as the user. */
export async function enterUser(tx: Sql, userId: string): Promise<void> {
  await tx.query(ENTER, [userClaims(userId)]);
}

/**
 * asUser inside an already open transaction: a savepoint, then the previous role and claims are restored so the
 * outer transaction continues with its own identity (SET LOCAL survives RELEASE SAVEPOINT otherwise).
 */
export async function nestedAsUser<T>(tx: Sql, userId: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
  return tx.tx(async (inner) => {
    const [prev] = await inner.query<{ role: string; claims: string | null }>(
      "select current_setting('role') as role, current_setting('request.jwt.claims', true) as claims",
    );
    await enterUser(inner, userId);
    const result = await fn(inner);
    await inner.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      prev.role,
      prev.claims ?? '',
    ]);
    return result;
  });
}
