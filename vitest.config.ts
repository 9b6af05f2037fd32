import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One test command for the whole monorepo: each package or app with tests has its own
// vitest.config.ts and is picked up here as a project.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on CI's two cores that is ONE, and the
    // unit stage left a core idle for most of its 11 minutes (the database tests ran last, one
    // file at a time). Two workers on two cores keep both busy: 654 s -> 573 s (2026-11-27).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './scripts/summaryReporter.ts'],
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui/vitest.unit.config.ts',
      'apps/*/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      {
        // Tests of the production build (bundle budgets, server-rendered pages): `pnpm test:build`
        // runs them after `pnpm build`; `pnpm test:unit` leaves them out.
        test: {
          name: 'build',
          include: ['apps/*/src/**/*.build.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The first lint loads the TypeScript parser and every plugin: slow on a busy 2-core box.
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
