// scrypt password storage of the local auth service: self-describing, salted, and never matching by accident.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../edge/adapters/node/local-auth/passwords.ts';
import { checkPassword, normaliseEmail } from '../../edge/adapters/node/local-auth/validate.ts';

describe('local auth passwords', () => {
  it('stores a self-describing scrypt string with a random salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const h = await hashPassword('s3cret-pass');
    expect(await verifyPassword('s3cret-pass', h)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', h)).toBe(false);
    expect(await verifyPassword('', h)).toBe(false);
  });

  it('never matches a missing, malformed or tampered hash', async () => {
    const h = await hashPassword('abcdef');
    expect(await verifyPassword('abcdef', null)).toBe(false);
    expect(await verifyPassword('abcdef', '')).toBe(false);
    expect(await verifyPassword('abcdef', '$2a$10$bcryptlookingthing')).toBe(false);
    expect(await verifyPassword('abcdef', h.replace('ln=15', 'ln=30'))).toBe(false);
    const parts = h.split('$');
    parts[5] = Buffer.alloc(32, 1).toString('base64');
    expect(await verifyPassword('abcdef', parts.join('$'))).toBe(false);
  });

  it('treats canonically equivalent Unicode the same (NFKC)', async () => {
    const h = await hashPassword('caf\u00e9-passwort');
    expect(await verifyPassword('cafe\u0301-passwort', h)).toBe(true);
  });
});

describe('local auth input rules', () => {
  it('normalises emails and rejects malformed ones', () => {
    expect(normaliseEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(() => normaliseEmail('not-an-email')).toThrow('Unable to validate email address: invalid format');
    expect(() => normaliseEmail('')).toThrow('An email address is required');
  });

  it('applies GoTrue length rules', () => {
    expect(() => checkPassword('12345')).toThrow('Password should be at least 6 characters.');
    expect(checkPassword('123456')).toBe('123456');
    expect(() => checkPassword('x'.repeat(1025))).toThrow('Password cannot be longer than 1024 characters');
  });
});
