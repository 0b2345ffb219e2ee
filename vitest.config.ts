import { defineConfig } from 'vitest/config';

// Unit and integration tests live beside the code (`*.test.ts`). Browser journeys have their own config
// in tests/e2e because they need a built app and run one file at a time.
export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['{app,server,scripts,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
