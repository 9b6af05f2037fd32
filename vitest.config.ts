import { defineConfig } from 'vitest/config';

// One test command for the whole monorepo: each package or app with tests has its own
// vitest.config.ts and is picked up here as a project.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summaryReporter.ts'],
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
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
