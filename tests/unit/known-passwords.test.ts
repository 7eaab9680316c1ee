// Passwords already checked in this process are rechecked with an HMAC instead of scrypt: the answers must be the
// ones scrypt would give, and a new password (a new stored hash) must not be judged by the old one's entry.
import { describe, expect, it } from 'vitest';
import { knownPasswordMatches } from '../../edge/adapters/node/local-auth/known-passwords.ts';
import { hashPassword, verifyPassword } from '../../edge/adapters/node/local-auth/passwords.ts';

describe('known passwords', () => {
  it('answer as scrypt does, from memory once a hash has been made or verified', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(knownPasswordMatches(stored, 'correct horse battery')).toBe(true);
    expect(knownPasswordMatches(stored, 'wrong horse battery')).toBe(false);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery ', stored)).toBe(false);
    // NFKC, as the scrypt path normalises: the full-width digit is the same password.
    const digits = await hashPassword('password 1');
    expect(await verifyPassword('password １', digits)).toBe(true);
  });

  it('judge a changed password by its own hash only', async () => {
    const before = await hashPassword('first password');
    const after = await hashPassword('second password');
    expect(await verifyPassword('first password', after)).toBe(false);
    expect(await verifyPassword('second password', after)).toBe(true);
    expect(await verifyPassword('second password', before)).toBe(false);
    // A hash this process never made or matched has no entry: it goes to scrypt.
    expect(knownPasswordMatches('$scrypt$ln=15,r=8,p=1$AAAA$BBBB', 'x')).toBeUndefined();
  });
});
