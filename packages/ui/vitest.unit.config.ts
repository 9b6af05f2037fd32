import { defineProject } from 'vitest/config';

// Plain tests of the library's own logic (catalogues, words): Node, no browser. Components are
// tested through their stories (vitest.config.ts).
export default defineProject({
  test: { name: 'ui-unit', environment: 'node', include: ['src/**/*.test.ts'] },
});
