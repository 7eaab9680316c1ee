import { SignedOutError } from '../lib/api.ts';
import type { AuthStore } from './auth-store.ts';

/** The signed-in session's access token for an API call; SignedOutError when there is no session. */
export async function accessToken(auth: AuthStore): Promise<string> {
  const session = await auth.getSession();
  if (!session) throw new SignedOutError();
  return session.access_token;
}
