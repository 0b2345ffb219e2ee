import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-db';
import type { DatabaseHandle } from '../db/client';
import { enforceRateLimit, hitRateLimit, resetRateLimit } from './rate-limit';
import type { AppError } from './app-error';

describe('database rate limit', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(() => h.close());

  const rule = { name: 'test', limit: 3, windowSeconds: 60 };

  it('allows up to the limit, then refuses with a retry time, per subject', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(h.db, rule, 'ip-a'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfter).toBeGreaterThan(0);
    expect((await hitRateLimit(h.db, rule, 'ip-b')).allowed).toBe(true);
  });

  it('throws the given text with the minutes to wait when enforced, and forgets after a reset', async () => {
    const refused = await enforceRateLimit(h.db, rule, 'ip-a', 'rateLimit.signIn').catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/za \d+ minut/) });
    expect((refused as AppError).messageIn('hr')).toMatch(/Pokušaj ponovno za \d+ minut/);
    await resetRateLimit(h.db, rule, 'ip-a');
    expect((await hitRateLimit(h.db, rule, 'ip-a')).allowed).toBe(true);
  });

  it('starts a new window once the old one has passed', async () => {
    const short = { name: 'short', limit: 1, windowSeconds: 1 };
    await hitRateLimit(h.db, short, 'x');
    expect((await hitRateLimit(h.db, short, 'x')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await hitRateLimit(h.db, short, 'x')).allowed).toBe(true);
  });
});
