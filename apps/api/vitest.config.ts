import { defineProject } from 'vitest/config';

// Each test file builds its own app on a fresh database (PGlite in memory, or a new database on
// DATABASE_URL's server), so files run side by side like the other projects' (the root config's
// workers). One at a time, the PostgreSQL stage of .ci/run took 10 minutes; two at once, 4.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // *.build.test.ts need the production build: the `build` project runs them after `pnpm build`.
    exclude: ['src/**/*.build.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
