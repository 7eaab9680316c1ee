// The per-account slow-down of password sign-ins, on a clock the test moves and a sleep it records: free until the
// account has seen ten failures, then one check per second whoever sends it, and 429 only past a ten-second queue.
import { expect, it } from 'vitest';
import { MemoryAccountThrottle } from '../../edge/adapters/memory-account-throttle.ts';

function rig(maxKeys?: number) {
  let t = 1_700_000_000_000;
  const waits: number[] = [];
  const clock = { now: () => new Date(t) };
  const throttle = new MemoryAccountThrottle({
    clock,
    maxKeys,
    // Waiting moves the clock; nothing sleeps.
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { throttle, waits, advance: (ms: number) => (t += ms) };
}

it('lets the first ten failures through untouched', async () => {
  const { throttle, waits } = rig();
  for (let i = 0; i < 10; i++) {
    expect((await throttle.turn('a@example.test')).ok).toBe(true);
    throttle.failed('a@example.test');
  }
  expect(waits).toEqual([]);
});

it('then spaces checks a second apart, for parallel guesses too, and refuses past a ten-second queue', async () => {
  const { throttle, waits } = rig();
  for (let i = 0; i < 10; i++) throttle.failed('a@example.test');
  // Twelve guesses at the same instant, as from twelve addresses at once.
  const turns = await Promise.all(Array.from({ length: 12 }, () => throttle.turn('a@example.test')));
  expect(turns.slice(0, 11).every((t) => t.ok)).toBe(true);
  expect(waits).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000]);
  expect(turns[11]).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 11 });
  // Another account is not slowed.
  expect((await throttle.turn('b@example.test')).ok).toBe(true);
  expect(waits).toHaveLength(10);
});

it('forgets the failures after the window', async () => {
  const { throttle, waits, advance } = rig();
  for (let i = 0; i < 10; i++) throttle.failed('a@example.test');
  advance(15 * 60_000);
  await throttle.turn('a@example.test');
  expect(waits).toEqual([]);
});

it('stays bounded under failures for many made-up accounts', async () => {
  const { throttle } = rig(100);
  for (let i = 0; i < 1000; i++) throttle.failed(`nobody-${i}@example.test`);
  expect((throttle as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(100);
});
