// Secrets: the built browser bundle (dist/, built by `npm test` before vitest runs) carries no server secret or
// service key, and the files that hold them locally are git-ignored. Builds nothing itself; skips without dist/.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const SECRET_ENV = [
  'SUPABASE_SERVICE_ROLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'OPENAI_API_KEY',
  'RESEND_API_KEY',
  'DATABASE_URL',
  'SMTP_URL',
];

const PATTERNS: [string, RegExp][] = [
  ['Stripe secret key', /\b[sr]k_(live|test)_[A-Za-z0-9]{10,}/],
  ['Stripe webhook secret', /\bwhsec_[A-Za-z0-9+/=]{10,}/],
  ['OpenAI key', /\bsk-(proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/],
  ['Resend key', /\bre_[A-Za-z0-9]{6,}_[A-Za-z0-9]{10,}/],
  ['the service role variable', /SUPABASE_SERVICE_ROLE_KEY/],
  ['a database URL with credentials', /\bpostgres(?:ql)?:\/\/[^\s/'"`@]+:[^\s/'"`@]+@/],
];

/** Findings in one text: pattern hits, JWTs whose payload says service_role, and literal secret values. */
function findSecrets(text: string, values: string[] = []): string[] {
  const found = PATTERNS.filter(([, re]) => re.test(text)).map(([name]) => name);
  for (const m of text.matchAll(/eyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]{16,}/g)) {
    try {
      const payload = JSON.parse(Buffer.from(m[1], 'base64url').toString()) as { role?: string };
      if (payload.role === 'service_role') found.push('a service_role JWT');
    } catch {
      // not a JWT after all
    }
  }
  for (const v of values) if (v.length >= 8 && text.includes(v)) found.push('the value of a secret variable');
  return found;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** Secret values this machine actually has: the environment and .dev.vars / .env files, if any. */
function localSecretValues(): string[] {
  const values = SECRET_ENV.map((k) => process.env[k] ?? '');
  for (const f of ['.dev.vars', '.env', '.env.local']) {
    const p = path.join(ROOT, f);
    if (!existsSync(p)) continue;
    for (const line of readFileSync(p, 'utf8').split('\n')) {
      const m = /^\s*([A-Z_]+)\s*=\s*"?([^"\n]*)"?/.exec(line);
      if (m && SECRET_ENV.includes(m[1])) values.push(m[2]);
    }
  }
  return values.filter(Boolean);
}

describe('secrets', () => {
  it('the scanner catches each kind of secret (so a clean result means something)', () => {
    const jwt = (p: object) =>
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(p)).toString('base64url')}.c2lnbmF0dXJlc2lnbmF0dXJl`;
    const samples = [
      `key="sk_live_${'a1'.repeat(12)}"`,
      `sk_test_${'Z9'.repeat(12)}`,
      `whsec_${'x'.repeat(32)}`,
      `sk-proj-${'A'.repeat(40)}`,
      're_123abc45_AbCdEfGhIjKlMn',
      'env.SUPABASE_SERVICE_ROLE_KEY',
      'postgres://app:s3cret@db.example.com:5432/prod',
      jwt({ role: 'service_role', iss: 'supabase' }),
    ];
    for (const s of samples) expect(findSecrets(s), s).not.toEqual([]);
    expect(findSecrets(jwt({ role: 'anon', iss: 'supabase' }))).toEqual([]);
    expect(findSecrets('const x = "secret-value-123";', ['secret-value-123'])).toEqual([
      'the value of a secret variable',
    ]);
  });

  it.skipIf(!existsSync(DIST))(
    `dist/ holds no server secret${existsSync(DIST) ? '' : ' (skipped: dist/ is missing; npm test builds it)'}`,
    () => {
      const values = localSecretValues();
      const hits: string[] = [];
      const all = files(DIST);
      for (const f of all) {
        const found = findSecrets(readFileSync(f).toString('latin1'), values);
        if (found.length) hits.push(`${path.relative(ROOT, f)}: ${[...new Set(found)].join(', ')}`);
      }
      expect(all.some((f) => f.endsWith('.js'))).toBe(true);
      expect(hits).toEqual([]);
    },
  );

  it('.dev.vars and .env files are git-ignored, .env.example is not, and none is tracked', () => {
    const ignored = (f: string) =>
      spawnSync('git', ['check-ignore', '-q', '--no-index', f], { cwd: ROOT }).status === 0;
    for (const f of ['.dev.vars', '.env', '.env.local', '.env.production', '.env.development.local']) {
      expect(ignored(f), f).toBe(true);
    }
    expect(ignored('.env.example')).toBe(false);
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    expect(tracked.filter((f) => /(^|\/)(\.dev\.vars|\.env(\.(?!example$)[^/]*)?)$/.test(f))).toEqual([]);
  });
});
