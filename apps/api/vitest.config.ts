import { defineProject } from 'vitest/config';

// Each test file builds its own app on a fresh database (PGlite in memory, or a fresh schema
// on DATABASE_URL); files run one at a time so two CPU cores are not swamped by WASM Postgres.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // *.build.test.ts need the production build: the `build` project runs them after `pnpm build`.
    exclude: ['src/**/*.build.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
