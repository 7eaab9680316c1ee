// Whether a signed-in session is still live, read from the auth service's own tables: Supabase's auth.sessions and
// auth.refresh_tokens in production (through the same database connection), the local auth service's copies of
// them (supabase/local/00_auth_shim.sql) on the embedded default. An access token stays valid for an hour after
// sign-out, a password reset or a replayed refresh token; checking its session_id here makes the API refuse it
// within SESSION_CHECK_TTL_MS instead. Answers are kept that long, so a busy session costs one query per window.
import { AppError } from '../core/errors.ts';
import { type AuthVerifier, type Clock, type SessionRegistry, systemClock } from '../ports.ts';
import type { Sql } from './db/sql.ts';
import { SESSION_INVALID } from './jwt-verifier.ts';

/** How long a session's state is remembered: the bound on how late a sign-out reaches the API. */
export const SESSION_CHECK_TTL_MS = 30_000;

interface Known {
  active: boolean;
  until: number;
}

/** Remembered answers, shared across requests (the Worker keeps one per isolate, the node server one in all). */
export class SessionCache {
  private readonly known = new Map<string, Known>();
  constructor(private readonly max = 10_000) {}

  get(key: string, now: number): boolean | undefined {
    const k = this.known.get(key);
    if (!k) return undefined;
    if (now >= k.until) {
      this.known.delete(key);
      return undefined;
    }
    return k.active;
  }

  set(key: string, active: boolean, now: number): void {
    this.known.delete(key);
    this.known.set(key, { active, until: now + SESSION_CHECK_TTL_MS });
    if (this.known.size > this.max) this.known.delete(this.known.keys().next().value as string);
  }
}

// Live: the session row exists (sign-out and a password change delete it) and its not_after has not passed (the
// local auth service sets it when a refresh token is replayed). The same test GoTrue applies to a token's
// session_id on its own JWT endpoints (/user, /logout), so the API and the auth service agree.
const LIVE = `select 1 from auth.sessions
  where id = $1 and user_id = $2 and (not_after is null or not_after > $3)`;

export class SqlSessions implements SessionRegistry {
  private readonly cache: SessionCache;
  private readonly clock: Clock;

  constructor(
    private readonly sql: Sql,
    opts: { cache?: SessionCache; clock?: Clock } = {},
  ) {
    this.cache = opts.cache ?? new SessionCache();
    this.clock = opts.clock ?? systemClock;
  }

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const now = this.clock.now();
    const key = `${sessionId}:${userId}`;
    const known = this.cache.get(key, now.getTime());
    if (known !== undefined) return known;
    const active = (await this.sql.query(LIVE, [sessionId, userId, now])).length > 0;
    this.cache.set(key, active, now.getTime());
    return active;
  }
}

/** The verifier, plus: a token whose session has ended is refused like any other bad token. */
export function checkingSessions(verifier: AuthVerifier, sessions: SessionRegistry): AuthVerifier {
  return {
    async verify(token) {
      const identity = await verifier.verify(token);
      if (identity.sessionId && !(await sessions.isActive(identity.sessionId, identity.userId))) {
        throw new AppError('UNAUTHORIZED', SESSION_INVALID);
      }
      return identity;
    },
  };
}
