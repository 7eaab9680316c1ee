// Passwords this process has already hashed or verified, remembered as an HMAC under a key that lives only in this
// process's memory, next to the stored hash they belong to. A later check against the same stored hash costs
// microseconds instead of a 32 MiB scrypt: a stranger's stream of wrong guesses for one account (which the
// account's slow-down answers one a second, http/auth-limits.ts) can then no longer fill the scrypt thread pool
// and hold the owner's right password up behind it. The stored hashes and what an attacker of the database gets
// are unchanged. A new password is a new stored hash, so nothing stale can match or refuse. After a restart an
// account's first check is a full scrypt again.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY = randomBytes(32);
/** Bounds memory under a flood of made-up accounts: the oldest entries go first. */
const MAX_ENTRIES = 20_000;
const macs = new Map<string, Buffer>();

const mac = (stored: string, password: string) =>
  createHmac('sha256', KEY).update(stored).update('\0').update(password.normalize('NFKC')).digest();

/** Remembers that `password` matches `stored` (right after hashing it, or verifying it with scrypt). */
export function rememberPassword(stored: string, password: string): void {
  macs.delete(stored);
  if (macs.size >= MAX_ENTRIES) macs.delete(macs.keys().next().value as string);
  macs.set(stored, mac(stored, password));
}

/** true or false when `stored` was seen with its password in this process, undefined when it has to be scrypted. */
export function knownPasswordMatches(stored: string, password: string): boolean | undefined {
  const known = macs.get(stored);
  return known ? timingSafeEqual(known, mac(stored, password)) : undefined;
}
