// Reset tokens: 32 random bytes (256 bits, beyond guessing), sent only in the mail; the database keeps only
// their SHA-256, so a leaked table cannot be turned into working links. A plain hash (no salt, no slow KDF) is
// enough because the input is random and high-entropy, not a password.
// https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html
import { sha256Hex } from '../../services/hashing.ts';

const TOKEN_BYTES = 32;

function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newResetToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export const hashResetToken: (token: string) => Promise<string> = sha256Hex;
