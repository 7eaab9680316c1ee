// Expired, reused, unknown and malformed tokens are all "invalid", and no input makes
// verify, reset or request answer 500 (hand-picked nasty inputs plus fast-check generated ones).
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { eachDb } from '../helpers/db.ts';
import { harness } from './reset-harness.ts';

const UNKNOWN_WELL_FORMED = 'A'.repeat(43);
const NASTY_TOKENS = [
  '',
  ' ',
  'abc',
  UNKNOWN_WELL_FORMED,
  `${UNKNOWN_WELL_FORMED}=`,
  'A'.repeat(42),
  'A'.repeat(44),
  '+'.repeat(43),
  "' or 1=1 --",
  "'; drop table public.password_reset_tokens; --",
  '\u0000'.repeat(43),
  '%00',
  '😀'.repeat(43),
  'x'.repeat(20_000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  '[object Object]',
];

eachDb('password reset inputs', (db) => {
  it('verify answers { valid: false } with 200 for unknown and malformed tokens', async () => {
    const h = await harness(db.sql);
    for (const token of NASTY_TOKENS) {
      const res = await h.app.request(`/api/password-reset/verify?token=${encodeURIComponent(token)}`, {
        headers: { 'cf-connecting-ip': `198.51.100.${NASTY_TOKENS.indexOf(token)}` },
      });
      expect(res.status, token.slice(0, 20)).toBe(200);
      expect(await res.json()).toEqual({ valid: false });
    }
    for (const query of ['', '?token', '?token=', '?token=a&token=b', '?tok=abc', '?token=%E0%A4%A', '?token[]=x']) {
      const res = await h.app.request(`/api/password-reset/verify${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.json()).toEqual({ valid: false });
    }
  });

  it('reset refuses bad tokens with 400 and bad bodies with 400/422, never 500', async () => {
    const h = await harness(db.sql);
    let ip = 0;
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      h.post('/api/password-reset/reset', body, { 'cf-connecting-ip': `192.0.2.${ip++ % 250}`, ...headers });
    for (const token of NASTY_TOKENS.filter((t) => t.length <= 512)) {
      const res = await post({ token, password: 'long enough password' });
      expect(res.status, token.slice(0, 20)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Invalid or expired password reset link.');
    }
    const bodies: [unknown, number][] = [
      ['', 400],
      ['{', 400],
      ['not json', 400],
      ['null', 422],
      ['[]', 422],
      ['"a string"', 422],
      ['123', 422],
      [{}, 422],
      [{ token: UNKNOWN_WELL_FORMED }, 422],
      [{ password: 'long enough password' }, 422],
      [{ token: 42, password: 'long enough password' }, 422],
      [{ token: null, password: 'long enough password' }, 422],
      [{ token: ['a'], password: 'long enough password' }, 422],
      [{ token: UNKNOWN_WELL_FORMED, password: 'short' }, 422],
      [{ token: UNKNOWN_WELL_FORMED, password: 'x'.repeat(101) }, 422],
      [{ token: UNKNOWN_WELL_FORMED, password: 'x'.repeat(100_000) }, 422],
      [{ token: UNKNOWN_WELL_FORMED, password: 12345678 }, 422],
      [{ token: 'x'.repeat(20_000), password: 'long enough password' }, 422],
      [{ token: UNKNOWN_WELL_FORMED, password: 'long enough password', extra: { deep: [1, 2, 3] } }, 400],
    ];
    for (const [body, status] of bodies) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      const json = (await res.json()) as { error?: { code: string } };
      expect(json.error?.code).toBeTruthy();
    }
    // Password errors carry the form's own messages, on the field.
    const short = (await (await post({ token: UNKNOWN_WELL_FORMED, password: 'short' })).json()) as {
      error: { details: Record<string, string[]> };
    };
    expect(short.error.details.password).toEqual(['Password must be at least 8 characters']);
    const long = (await (await post({ token: UNKNOWN_WELL_FORMED, password: 'x'.repeat(101) })).json()) as {
      error: { details: Record<string, string[]> };
    };
    expect(long.error.details.password).toEqual(['Password must be less than 100 characters']);
    // Wrong content type: the body is not read as JSON, so the fields are missing (422), not a crash.
    const form = await h.app.request('/api/password-reset/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=abc&password=long+enough+password',
    });
    expect([400, 415, 422]).toContain(form.status);
  });

  it('request validates the address (422 with the form message) and never answers 500', async () => {
    const h = await harness(db.sql);
    let ip = 0;
    const post = (body: unknown) =>
      h.post('/api/password-reset/request', body, { 'cf-connecting-ip': `192.0.2.${ip++ % 250}` });
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }, { email: 'a@b' }, null, []]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const res = await post({ email: 'nope' });
    const json = (await res.json()) as { error: { details: Record<string, string[]> } };
    expect(json.error.details.email).toEqual(['Please enter a valid email address']);
    expect((await post('{')).status).toBe(400);
    expect((await post({ email: `${'a'.repeat(400)}@example.test` })).status).toBe(422);
  });

  it('generated tokens and bodies never produce a 500', async () => {
    const h = await harness(db.sql);
    let n = 0;
    const ip = () => ({ 'cf-connecting-ip': `10.${(n >> 8) & 255}.${n++ & 255}.1` });
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 600 }), async (token) => {
        const res = await h.app.request(`/api/password-reset/verify?token=${encodeURIComponent(token)}`, {
          headers: ip(),
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ valid: false });
      }),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.string({ maxLength: 120 }), async (value, password) => {
        for (const body of [
          value,
          { token: value, password },
          { token: JSON.stringify(value) ?? '', password: value },
        ]) {
          const res = await h.post('/api/password-reset/reset', JSON.stringify(body) ?? 'null', ip());
          expect([400, 422]).toContain(res.status);
        }
      }),
      { numRuns: 100 },
    );
  });
});
