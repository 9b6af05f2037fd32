import { defineProject } from 'vitest/config';

// Unit tests of the site's pure modules. The browser journeys in e2e/ run separately
// (`pnpm --filter @courier/site test:e2e`), never in the unit run.
export default defineProject({
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // *.build.test.ts read the production build: the root `build` project runs them.
    exclude: ['src/**/*.build.test.ts'],
  },
});
