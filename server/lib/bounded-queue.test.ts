import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('BoundedQueue', () => {
  it('runs up to the concurrency, queues up to the capacity and refuses the rest with 503', async () => {
    const q = new BoundedQueue(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let maxRunning = 0;
    const jobs = gates.map((g) =>
      q.run(async () => {
        maxRunning = Math.max(maxRunning, q.stats.running);
        await g.promise;
        return 'ok';
      }),
    );
    await Promise.resolve();
    expect(q.stats).toEqual({ running: 2, waiting: 1 });
    await expect(q.run(async () => 'late')).rejects.toMatchObject({ code: 'UNAVAILABLE', retryAfter: 10 });
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(jobs)).toEqual(['ok', 'ok', 'ok']);
    expect(maxRunning).toBe(2);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const q = new BoundedQueue(1, 0);
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await q.run(async () => 1)).toBe(1);
  });
});
