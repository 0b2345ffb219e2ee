import { defineConfig } from 'vitest/config';

// Browser journeys against the built app, served by one real server process for the whole run.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
