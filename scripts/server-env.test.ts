import { describe, expect, it } from 'vitest';
import { serverProcessEnv } from './server-env';

describe('serverProcessEnv', () => {
  it("starts the server with two malloc arenas, unless the operator chose otherwise, and keeps the rest of the caller's environment", () => {
    expect(serverProcessEnv({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
