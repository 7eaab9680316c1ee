// The one access-token verifier (AuthVerifier port), for both modes: Supabase's JWKS URL in production
// (fetched and cached by jose's createRemoteJWKSet), the local auth service's key set passed in directly
// in local mode. Only asymmetric algorithms are accepted, which shuts out `alg: none` and the classic
// "HS256 signed with the public key" confusion (https://www.rfc-editor.org/rfc/rfc8725#section-2.1).
import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { AppError } from '../core/errors.ts';
import { isUuid } from '../core/ids.ts';
import { type AuthIdentity, type AuthVerifier, type Clock, systemClock } from '../ports.ts';

export const ALLOWED_ALGORITHMS = ['ES256', 'RS256'];
export const SESSION_INVALID = 'Your session has expired or is invalid. Please log in again.';

export interface JwtVerifierOptions {
  jwks: URL | JSONWebKeySet | JWTVerifyGetKey;
  /** `${SUPABASE_URL}/auth/v1` (or the local service's issuer). */
  issuer: string;
  /** Always 'authenticated' for user tokens (GoTrue's JWT_AUD); the default. */
  audience?: 'authenticated';
  /** Seconds of clock skew tolerated on exp/iat/nbf. */
  clockToleranceSec?: number;
  clock?: Clock;
  /** Verified tokens kept (0 turns the cache off). */
  cacheSize?: number;
}

// A signed-in client sends the same token with every request until it refreshes, and an ECDSA check costs
// ~0.3 ms of CPU: verified tokens are remembered. Keyed by the whole token string (an exact match, so no
// hash collisions to reason about); only successes are kept; an entry serves while the clock is inside
// [nbf, exp] and for at most CACHE_TTL_MS, so a key removed from the JWKS stops being honoured within a minute.
// Bounded: the least recently used entry goes first (a Map iterates in insertion order).
const CACHE_TTL_MS = 60_000;
const CACHE_SIZE = 1000;

interface Verified {
  identity: AuthIdentity;
  from: number;
  until: number;
}

function keyResolver(jwks: JwtVerifierOptions['jwks']): JWTVerifyGetKey {
  if (jwks instanceof URL) return createRemoteJWKSet(jwks);
  if (typeof jwks === 'function') return jwks;
  return createLocalJWKSet(jwks);
}

function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function createJwtVerifier(opts: JwtVerifierOptions): AuthVerifier {
  const getKey = keyResolver(opts.jwks);
  const tolerance = opts.clockToleranceSec ?? 5;
  const max = opts.cacheSize ?? CACHE_SIZE;
  const cache = new Map<string, Verified>();
  const now = () => (opts.clock ?? systemClock).now().getTime();

  function remembered(token: string): AuthIdentity | undefined {
    const hit = cache.get(token);
    if (!hit) return undefined;
    cache.delete(token);
    const t = now();
    if (t < hit.from || t >= hit.until) return undefined;
    cache.set(token, hit);
    return hit.identity;
  }

  function remember(token: string, identity: AuthIdentity, nbf: number | undefined, exp: number): void {
    const t = now();
    const until = Math.min(exp * 1000, t + CACHE_TTL_MS);
    if (max <= 0 || until <= t) return;
    cache.set(token, { identity, from: nbf === undefined ? 0 : nbf * 1000, until });
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
  }

  return {
    async verify(token: string): Promise<AuthIdentity> {
      const known = typeof token === 'string' ? remembered(token) : undefined;
      if (known) return known;
      try {
        if (typeof token !== 'string' || token === '') throw new Error('no token');
        const { payload } = await jwtVerify(token, getKey, {
          algorithms: ALLOWED_ALGORITHMS,
          issuer: opts.issuer,
          audience: opts.audience ?? 'authenticated',
          requiredClaims: ['exp', 'sub'],
          clockTolerance: tolerance,
          currentDate: opts.clock?.now(),
        });
        // Users are keyed by uuid everywhere (GoTrue refuses any other sub too): anything else is not a user token.
        if (!isUuid(payload.sub)) throw new Error('subject is not a user id');
        // Frozen: the same object is handed to every request that presents this token.
        const identity: AuthIdentity = Object.freeze({
          userId: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : '',
          metadata: Object.freeze(record(payload.user_metadata)),
          sessionId: isUuid(payload.session_id) ? payload.session_id : null,
        });
        remember(token, identity, payload.nbf, payload.exp as number);
        return identity;
      } catch {
        // One answer for every failure: the client only needs to know it must sign in again.
        throw new AppError('UNAUTHORIZED', SESSION_INVALID);
      }
    },
  };
}
