// Password hashing for the local auth service: scrypt (memory-hard, built into Node), stored as a
// self-describing PHC-style string so parameters can be raised later without breaking old hashes:
//   $scrypt$ln=15,r=8,p=1$<salt base64>$<hash base64>
// Parameters follow OWASP's scrypt minimum (N=2^17 is the 2023 suggestion; 2^15 with r=8 is 32 MiB and
// keeps signup around 100 ms on a shared 2-core machine): https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { knownPasswordMatches, rememberPassword } from './known-passwords.ts';

const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const SALT_LEN = 16;

interface Params {
  logN: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params, keyLen: number): Promise<Buffer> {
  const N = 2 ** params.logN;
  // Node refuses 128*N*r >= maxmem (default 32 MiB); give it room for the chosen cost.
  const maxmem = 128 * N * params.r * 2;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLen, { N, r: params.r, p: params.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LEN);
  const key = await derive(password, salt, { logN: LOG_N, r: R, p: P }, KEY_LEN);
  const stored = `$scrypt$ln=${LOG_N},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
  rememberPassword(stored, password);
  return stored;
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const m = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!m) return null;
  const params = { logN: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Refuse absurd costs from a tampered row rather than allocating gigabytes.
  if (params.logN < 10 || params.logN > 20 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(m[4], 'base64'), key: Buffer.from(m[5], 'base64') };
}

/** Constant-time check of a password against a stored hash. Unknown formats never match. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!stored || !parsed || parsed.key.length < 16) return false;
  const known = knownPasswordMatches(stored, password);
  if (known !== undefined) return known;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  const ok = timingSafeEqual(key, parsed.key);
  if (ok) rememberPassword(stored, password);
  return ok;
}

let dummy: Promise<string> | null = null;

/** Burns the same time as a real check, so unknown emails are not distinguishable by latency. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummy);
  return false;
}
