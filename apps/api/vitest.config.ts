import { defineProject } from 'vitest/config';

// Each test file builds its own app on a fresh database (PGlite in memory, or a new database on
// DATABASE_URL's server), so files run side by side like the other projects' (the root config's
// workers). One at a time, the PostgreSQL stage of .ci/run took 10 minutes; two at once, 4.

/** Test files that mock a module: with a shared module graph the mock could miss or leak. */
export const ISOLATED = ['src/http/requestCost.test.ts'];

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // *.build.test.ts need the production build: the `build` project runs them after `pnpm build`.
    exclude: ['src/**/*.build.test.ts', ...ISOLATED],
    // One module graph per worker, not per file: each file still builds its own app on its own
    // database (testing/testApp.ts), but the app's modules (fastify, zod, drizzle, pdfkit, the
    // AWS SDK...) are imported once per worker instead of about 4 s of CPU per file. Measured
    // 2026-11-29 on a quiet machine, the whole project: 367 s isolated, 202 s shared (0.55).
    // It holds because no test file changes process.env and the one file that stands in for a
    // module (vi.mock) runs in a project of its own (vitest.isolated.config.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
