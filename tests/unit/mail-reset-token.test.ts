// Reset tokens: 32 random bytes as 43 base64url characters, stored as their SHA-256 (hex).
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { isWellFormedToken, RESET_TOKEN_PATTERN } from '../../edge/core/password-reset.ts';
import { hashResetToken, newResetToken } from '../../edge/routes/password-reset/token.ts';

it('makes 43-character base64url tokens that are all different', () => {
  const tokens = new Set(Array.from({ length: 1000 }, newResetToken));
  expect(tokens.size).toBe(1000);
  for (const t of tokens) expect(t).toMatch(RESET_TOKEN_PATTERN);
  // Every one of the 64 characters shows up somewhere: the encoding uses the whole alphabet.
  expect(new Set([...tokens].join('')).size).toBe(64);
});

it('hashes with SHA-256, as hex', async () => {
  const token = newResetToken();
  expect(await hashResetToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  expect(await hashResetToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

it('recognises only well-formed tokens', () => {
  expect(isWellFormedToken(newResetToken())).toBe(true);
  for (const bad of [
    '',
    'A'.repeat(42),
    'A'.repeat(44),
    `${'A'.repeat(42)}=`,
    `${'A'.repeat(42)}+`,
    42,
    null,
    undefined,
  ]) {
    expect(isWellFormedToken(bad)).toBe(false);
  }
});
