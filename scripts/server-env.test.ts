import { describe, expect, it } from 'vitest';
import { serverProcessEnv } from './server-env';

describe('serverProcessEnv', () => {
  it("starts the server with glibc's malloc held to two arenas and large buffers mapped, unless the operator chose otherwise, and keeps the rest of the caller's environment", () => {
    expect(serverProcessEnv({ PORT: '3000' })).toEqual({
      PORT: '3000',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
