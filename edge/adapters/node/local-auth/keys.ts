// The local service's ES256 (P-256) signing key: created once per database and kept in auth.signing_keys,
// so tokens survive restarts and every process over the same database signs with the same key.
// The public half is published as a JWKS exactly like Supabase's /auth/v1/.well-known/jwks.json.
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Sql } from '../../db/sql.ts';

export const SIGNING_ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** Public keys only; what verifiers (ours and the app's) trust. */
  jwks: JSONWebKeySet;
}

function publicPart(jwk: JWK, kid: string): JWK {
  const { kty, crv, x, y } = jwk;
  return { kty, crv, x, y, kid, alg: SIGNING_ALG, use: 'sig', key_ops: ['verify'] };
}

async function createKey(sql: Sql): Promise<void> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  // Two processes may race on a fresh database; both rows are valid, the oldest one wins below.
  await sql.query('insert into auth.signing_keys (kid, private_jwk) values ($1, $2::jsonb) on conflict do nothing', [
    kid,
    JSON.stringify({ ...jwk, kid, alg: SIGNING_ALG }),
  ]);
}

type KeyRow = { kid: string; private_jwk: JWK | string };

async function readKeys(sql: Sql): Promise<KeyRow[]> {
  return sql.query<KeyRow>('select kid, private_jwk from auth.signing_keys order by created_at, kid');
}

export async function loadSigningKeys(sql: Sql): Promise<SigningKeys> {
  let rows = await readKeys(sql);
  if (rows.length === 0) {
    await createKey(sql);
    rows = await readKeys(sql);
  }
  const jwks = rows.map((row) => {
    const jwk = typeof row.private_jwk === 'string' ? (JSON.parse(row.private_jwk) as JWK) : row.private_jwk;
    return { kid: row.kid, jwk };
  });
  const first = jwks[0];
  const privateKey = (await importJWK({ ...first.jwk, kid: first.kid }, SIGNING_ALG)) as CryptoKey;
  return { kid: first.kid, privateKey, jwks: { keys: jwks.map((k) => publicPart(k.jwk, k.kid)) } };
}
