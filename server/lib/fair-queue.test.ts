import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('FairQueue', () => {
  it('runs up to the concurrency, queues up to the capacity and refuses the rest with 503', async () => {
    const q = new FairQueue(2, 1);
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
    const q = new FairQueue(1, 0);
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await q.run(async () => 1)).toBe(1);
  });

  it('serves waiting jobs round-robin by lane: one lane that queued many does not hold back another', async () => {
    const q = new FairQueue(1, 10);
    const order: string[] = [];
    const gate = deferred();
    const first = q.run(() => gate.promise, 'attacker');
    const jobs = [
      ...['a1', 'a2', 'a3'].map((name) => q.run(async () => void order.push(name), 'attacker')),
      q.run(async () => void order.push('b1'), 'bettor'),
      q.run(async () => void order.push('c1'), 'other'),
      q.run(async () => void order.push('b2'), 'bettor'),
    ];
    gate.resolve();
    await Promise.all([first, ...jobs]);
    // Plain first come, first served would be a1 a2 a3 b1 c1 b2.
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });
});
