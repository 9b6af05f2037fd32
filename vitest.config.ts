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
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
