// Hashes through Web Crypto, which Node, Workers and browsers all have (not core: a platform global).
import { canonicalJson } from '../core/advice/canonical.ts';
import type { Profile } from '../core/profile/schema.ts';

/** Hex SHA-256 of a string. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Stable hash of a validated profile (schema defaults in place), independent of key order. */
export async function profileHash(profile: Profile, extra = ''): Promise<string> {
  return sha256Hex(`${canonicalJson(profile)}\n${extra}`);
}
