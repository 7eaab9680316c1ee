// The in-memory fixed-window limiter behind the reset and contact limits, on a clock the test moves.
import { expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../edge/adapters/memory-rate-limiter.ts';

function clock(start = 1_700_000_000_000) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

const RULE = { limit: 5, windowMs: 60_000 };

it('allows `limit` hits per window, then refuses with the seconds left', async () => {
  const c = clock();
  const rl = new MemoryRateLimiter({ clock: c });
  const results = [];
  for (let i = 0; i < 6; i++) results.push(await rl.hit('k', RULE));
  expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, false]);
  expect(results.map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
  expect(results[5].retryAfterSeconds).toBe(60);
  c.advance(45_500);
  expect(await rl.hit('k', RULE)).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 15 });
  c.advance(14_500);
  expect(await rl.hit('k', RULE)).toEqual({ ok: true, remaining: 4, retryAfterSeconds: 0 });
});

it('keeps keys apart', async () => {
  const rl = new MemoryRateLimiter({ clock: clock() });
  for (let i = 0; i < 5; i++) await rl.hit('a', RULE);
  expect((await rl.hit('a', RULE)).ok).toBe(false);
  expect((await rl.hit('b', RULE)).ok).toBe(true);
});

it('never reports less than 1 second to wait', async () => {
  const c = clock();
  const rl = new MemoryRateLimiter({ clock: c });
  await rl.hit('k', { limit: 1, windowMs: 1000 });
  c.advance(999.9);
  expect((await rl.hit('k', { limit: 1, windowMs: 1000 })).retryAfterSeconds).toBe(1);
});

it('stays bounded under a flood of distinct keys', async () => {
  const c = clock();
  const rl = new MemoryRateLimiter({ clock: c, maxKeys: 100 });
  for (let i = 0; i < 1000; i++) await rl.hit(`ip:${i}`, RULE);
  expect(rl.size).toBeLessThanOrEqual(100);
  // Expired windows go first when room is needed.
  c.advance(60_000);
  await rl.hit('fresh', RULE);
  expect(rl.size).toBeLessThanOrEqual(100);
  expect((await rl.hit('fresh', RULE)).remaining).toBe(3);
});

it('cannot be made to forget a locked key by a flood of new ones', async () => {
  const c = clock();
  const rl = new MemoryRateLimiter({ clock: c, maxKeys: 10 });
  for (let i = 0; i < RULE.limit; i++) await rl.hit('victim-lock', RULE);
  expect((await rl.hit('victim-lock', RULE)).ok).toBe(false);
  // Far more distinct keys than the limiter keeps, all inside the lock's window.
  for (let i = 0; i < 200; i++) {
    c.advance(100);
    await rl.hit(`flood:${i}`, RULE);
  }
  expect(rl.size).toBeLessThanOrEqual(10);
  expect((await rl.hit('victim-lock', RULE)).ok).toBe(false);
});

it('keeps a key that is still being used over an idle one when room is needed', async () => {
  const c = clock();
  const rl = new MemoryRateLimiter({ clock: c, maxKeys: 10 });
  await rl.hit('busy', RULE);
  for (let i = 0; i < 9; i++) await rl.hit(`idle:${i}`, RULE);
  await rl.hit('busy', RULE); // used again: now the most recent
  await rl.hit('newcomer', RULE);
  expect((await rl.hit('busy', RULE)).remaining).toBe(RULE.limit - 3);
});
