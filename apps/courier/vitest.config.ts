import { defineProject } from 'vitest/config';

// Unit tests of the phone app's pure modules (the outbox above all). The browser journeys in
// e2e/ run separately (`pnpm test:e2e:courier`), never in the unit run.
export default defineProject({
  test: {
    name: 'courier',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The first-load budget reads the build: the `build` project runs it after `pnpm build`.
    exclude: ['src/**/*.build.test.ts'],
  },
});
