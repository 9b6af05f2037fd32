import { defineProject } from 'vitest/config';

// Unit tests of the back office's pure modules. The browser journeys in e2e/ run separately
// (`pnpm test:e2e:admin`), never in the unit run.
export default defineProject({
  test: {
    name: 'admin',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
