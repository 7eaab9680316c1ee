import { describe, expect, it } from 'vitest';
import { Inflight } from '../../edge/adapters/node/inflight.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((ok) => (resolve = ok));
  return { promise, resolve };
}

describe('Inflight (graceful stop on Node)', () => {
  it('is drained at once when nothing runs', async () => {
    await expect(new Inflight().drained(60_000)).resolves.toBeUndefined();
  });

  it('waits for every request and every waitUntil task, even after their callers stopped listening', async () => {
    const inflight = new Inflight();
    const request = deferred();
    const task = deferred();
    void inflight.track(request.promise);
    inflight.ctx.waitUntil(task.promise);
    const order: string[] = [];
    const drained = inflight.drained(60_000).then(() => order.push('drained'));
    request.resolve();
    await request.promise;
    await Promise.resolve();
    order.push('request done');
    task.resolve();
    await drained;
    expect(order).toEqual(['request done', 'drained']);
  });

  it('counts a failed request or task as finished', async () => {
    const inflight = new Inflight();
    await expect(inflight.track(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    inflight.ctx.waitUntil(Promise.reject(new Error('late')));
    await new Promise((r) => setTimeout(r, 0));
    await expect(inflight.drained(60_000)).resolves.toBeUndefined();
  });

  it('gives up after its timeout rather than blocking a restart on a stuck request', async () => {
    const inflight = new Inflight();
    void inflight.track(new Promise(() => {}));
    await expect(inflight.drained(5)).resolves.toBeUndefined();
  });
});
